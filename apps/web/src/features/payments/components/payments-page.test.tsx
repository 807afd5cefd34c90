import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPayment, TPaymentsOverview } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { BACKGROUND_HEADER } from '../../../api/api-client';
import { accountsListQueryKey } from '../../../api/accounts';
import { SessionContext } from '../../../app/session/session-context';
import { OVERVIEW_POLL_INTERVAL_MS } from '../api/get-payments-overview';
import { requestSigningChallenge } from '../api/sign-payment';
import { answerJson, readUrl } from '../test-support/fetch-answers';
import { SIGNED_IN } from '../test-support/session';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import PaymentsPage from './payments-page';

const MARKO_SIGNED = {
  kind: 'SIGNATURE',
  personName: 'Marko Šimić',
  method: 'TOKEN',
  signedAt: '2026-11-27T08:30:00.000Z',
} as const satisfies TPayment['signatures'][number];

/** Marko signed on an account that takes two: the order waits for a signature that counts. */
function createWaitingPayment(awaitingSigners: string[]): TPayment {
  return createStoredPayment({
    status: 'FOR-AUTHORIZATION',
    displayStatus: 'PARTIALLY_AUTHORIZED',
    needsAttention: true,
    paymentStatus: { status: 'FOR-AUTHORIZATION', validations: [] },
    signatures: [MARKO_SIGNED],
    awaitingSigners,
  });
}

/** Each GET /payments/overview answers the next of these lists (the last one again after them). */
function stubOverview(...answers: TPayment[][]) {
  let call = 0;
  const fetchMock = vi.fn<typeof fetch>((input) => {
    if (!readUrl(input).includes('/payments/overview'))
      return Promise.resolve(new Response('{}', { status: 404 }));
    const payments = answers[Math.min(call, answers.length - 1)] ?? [];
    call += 1;
    const body: TPaymentsOverview = { payments, metadata: { nextCursor: null } };
    return answerJson(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function overviewCalls(fetchMock: ReturnType<typeof stubOverview>) {
  return fetchMock.mock.calls.filter(([input]) => readUrl(input).includes('/payments/overview'));
}

function isBackground(call: Parameters<typeof fetch> | undefined): boolean {
  if (!call) return false;
  const [input, init] = call;
  const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
  return headers.get(BACKGROUND_HEADER) === 'true';
}

function renderPaymentsPage({
  entry = '/payments',
  locale = 'hr',
}: { entry?: string; locale?: TLocale } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(accountsListQueryKey, { accounts: [] });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={SIGNED_IN}>
        <MemoryRouter initialEntries={[entry]}>
          <PaymentsPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
}

async function findRow(name: string) {
  const payee = await screen.findByRole('rowheader', { name: new RegExp(name) });
  const row = payee.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error('the payee is not in a row');
  return row;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentsPage, the order and its signatures', () => {
  it('shows the number, the description and who entered it', async () => {
    stubOverview([createStoredPayment()]);
    renderPaymentsPage();
    const row = await findRow('Agro Baranja');
    expect(within(row).getByText('1000001')).toBeTruthy();
    expect(within(row).getByText('Plaćanje računa 2026-118')).toBeTruthy();
    expect(within(row).getByText('Unio: Marko Šimić')).toBeTruthy();
  });

  it('names who signed and the one person who may give the missing signature, without the attention mark', async () => {
    stubOverview([createWaitingPayment(['Ivana Jurić'])]);
    renderPaymentsPage();
    const row = await findRow('Agro Baranja');
    expect(within(row).getByText('Potpisao: Marko Šimić · čeka potpis: Ivana Jurić')).toBeTruthy();
    expect(within(row).queryByText('Zahtijeva pažnju')).toBeNull();
  });

  it('says a second signature is awaited when several may give it, in English too', async () => {
    stubOverview([createWaitingPayment(['Ana Kovačević', 'Ivana Jurić'])]);
    renderPaymentsPage({ locale: 'en' });
    const row = await findRow('Agro Baranja');
    expect(within(row).getByText('Signed: Marko Šimić · awaiting a second signature')).toBeTruthy();
    expect(within(row).queryByText('Needs attention')).toBeNull();
  });

  it('keeps the attention mark when nobody may give the missing signature', async () => {
    stubOverview([createWaitingPayment([])]);
    renderPaymentsPage();
    const row = await findRow('Agro Baranja');
    expect(within(row).getByText('Potpisao: Marko Šimić')).toBeTruthy();
    expect(within(row).getByText('Zahtijeva pažnju')).toBeTruthy();
  });
});

describe('PaymentsPage, an empty list', () => {
  it('says that there are no orders yet when nothing is filtered', async () => {
    stubOverview([]);
    renderPaymentsPage();
    expect(await screen.findByText('Još nema naloga')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Očisti filtre' })).toBeNull();
  });

  it('says that nothing matches the filters, and clears them', async () => {
    const fetchMock = stubOverview([], [createStoredPayment()]);
    const { user } = renderPaymentsPage({ entry: '/payments?creditorName=Zzz' });
    expect(await screen.findByText('Nijedan nalog ne odgovara filtrima')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Očisti filtre' }));
    await findRow('Agro Baranja');
    const last = overviewCalls(fetchMock).at(-1);
    expect(last && readUrl(last[0])).not.toContain('creditorName');
  });

  it('says it in English', async () => {
    stubOverview([]);
    renderPaymentsPage({ entry: '/payments?creditorName=Zzz', locale: 'en' });
    expect(await screen.findByText('No orders match the filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the filters' })).toBeTruthy();
  });
});

describe('PaymentsPage, orders on their way', () => {
  beforeEach(() => {
    // Only the interval is the page's own timer; the query library's timeouts run as they are.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  it('asks again in the background while an order is ORDERED, and stops once it is EXECUTED', async () => {
    const ordered = createStoredPayment({
      status: 'ORDERED',
      displayStatus: 'ORDERED',
      paymentStatus: { status: 'ORDERED', validations: [] },
    });
    const executed = createStoredPayment({
      status: 'EXECUTED',
      displayStatus: 'EXECUTED',
      paymentStatus: { status: 'EXECUTED', validations: [] },
    });
    const fetchMock = stubOverview([ordered], [ordered], [executed]);
    renderPaymentsPage();
    await findRow('Agro Baranja');
    expect(overviewCalls(fetchMock)).toHaveLength(1);
    expect(isBackground(overviewCalls(fetchMock)[0])).toBe(false);

    await vi.advanceTimersByTimeAsync(OVERVIEW_POLL_INTERVAL_MS);
    await waitFor(() => expect(overviewCalls(fetchMock)).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(OVERVIEW_POLL_INTERVAL_MS);
    await waitFor(() => expect(overviewCalls(fetchMock)).toHaveLength(3));
    expect(await screen.findByText('Izvršen')).toBeTruthy();
    for (const call of overviewCalls(fetchMock).slice(1)) expect(isBackground(call)).toBe(true);

    await vi.advanceTimersByTimeAsync(OVERVIEW_POLL_INTERVAL_MS * 3);
    expect(overviewCalls(fetchMock)).toHaveLength(3);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is shown again', async () => {
    const ordered = createStoredPayment({
      status: 'ORDERED',
      displayStatus: 'ORDERED',
      paymentStatus: { status: 'ORDERED', validations: [] },
    });
    const fetchMock = stubOverview([ordered]);
    renderPaymentsPage();
    await findRow('Agro Baranja');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(OVERVIEW_POLL_INTERVAL_MS * 3);
    expect(overviewCalls(fetchMock)).toHaveLength(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(overviewCalls(fetchMock)).toHaveLength(2));
    expect(isBackground(overviewCalls(fetchMock)[1])).toBe(true);
    visibility.mockRestore();
  });

  it('does not ask again while nothing is on its way, and refreshes when asked, not in the background', async () => {
    const fetchMock = stubOverview([createStoredPayment()]);
    const { user } = renderPaymentsPage();
    await findRow('Agro Baranja');
    await vi.advanceTimersByTimeAsync(OVERVIEW_POLL_INTERVAL_MS * 3);
    expect(overviewCalls(fetchMock)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Osvježi' }));
    await waitFor(() => expect(overviewCalls(fetchMock)).toHaveLength(2));
    expect(isBackground(overviewCalls(fetchMock)[1])).toBe(false);
  });
});

describe('PaymentsPage, deleting the selected', () => {
  const deletable = createStoredPayment();
  const signedElsewhere = createStoredPayment({
    paymentId: '1000002',
    creditorName: 'Dalmacija Vino d.o.o.',
    actions: { ...deletable.actions, canDelete: false },
  });

  it('deletes only what may be deleted and says what stays', async () => {
    stubOverview([deletable, signedElsewhere]);
    const { user } = renderPaymentsPage();
    const button = () => screen.getByRole('button', { name: 'Obriši odabrane' });
    await user.click(within(await findRow('Dalmacija Vino')).getByRole('checkbox'));
    expect(button().hasAttribute('disabled')).toBe(true);
    await user.click(within(await findRow('Agro Baranja')).getByRole('checkbox'));
    expect(button().hasAttribute('disabled')).toBe(false);
    await user.click(button());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Briše se 1 nalog; brisanje se ne može poništiti. 1 odabrani nalog ostaje: već je autoriziran ili ga ne smijete obrisati.',
    );
  });
});

describe('PaymentsPage, a signing the server refused', () => {
  it('marks the order AUTH_FAILED after a failed preauthorisation, REVOKE_FAILED after a failed revocation', async () => {
    const payment = createStoredPayment();
    stubOverview([payment]);
    renderPaymentsPage();
    const row = await findRow('Agro Baranja');
    expect(row.textContent).not.toContain('Autorizacija nije uspjela');
    // The stub answers every call but the overview's with 404: the preauthorisation fails, then
    // the revocation.
    await requestSigningChallenge('AUTHORIZE', payment.paymentId).catch(() => undefined);
    await waitFor(() => expect(row.textContent).toContain('Autorizacija nije uspjela'));
    await requestSigningChallenge('REVOKE', payment.paymentId).catch(() => undefined);
    await waitFor(() => expect(row.textContent).toContain('Opoziv nije uspio'));
  });

  it('says it in English', async () => {
    const payment = createStoredPayment();
    stubOverview([payment]);
    renderPaymentsPage({ locale: 'en' });
    const row = await findRow('Agro Baranja');
    await requestSigningChallenge('AUTHORIZE', payment.paymentId).catch(() => undefined);
    await waitFor(() => expect(row.textContent).toContain('Authorisation failed'));
  });
});

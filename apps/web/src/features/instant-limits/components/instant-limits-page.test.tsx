import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TFrontendConfig } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { accountsListQueryKey } from '../../../api/accounts';
import { ConfigContext } from '../../../app/config/config-context';
import {
  LIMITS,
  LIMIT_CHALLENGE,
  MAIN_ACCOUNT_ID,
  createLimitRequest,
} from '../test-support/limit-fixtures';
import InstantLimitsPage from './instant-limits-page';

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

function renderLimitsPage(
  answer: (call: TStubbedCall) => TStubbedAnswer | undefined,
  { locale = 'hr', entry = '/instant-limits' }: { locale?: TLocale; entry?: string } = {},
) {
  const calls = stubApi(
    (call) =>
      answer(call) ??
      (call.path === '/account-management/instant-payments-limits'
        ? { body: { items: LIMITS } }
        : { status: 404, body: {} }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(accountsListQueryKey, { accounts: [] });
  const rendered = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <MemoryRouter initialEntries={[entry]}>
          <InstantLimitsPage />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...rendered, calls };
}

function posts(calls: readonly TStubbedCall[]) {
  return calls.filter((call) => call.method === 'POST' && call.path === '/instant-limit-requests');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/instant-limits, the accounts and their limits', () => {
  it('says each limit in words, marks the bank default and shows a request in progress', async () => {
    renderLimitsPage(() => undefined);
    const table = await screen.findByRole('grid', { name: 'Limiti instant plaćanja po računima' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('po transakciji do 50.000,00 EUR');
    expect(rows[0]?.textContent).toContain('zadano banke');
    expect(rows[1]?.textContent).toContain('dnevno do 5.000,00 EUR');
    expect(rows[1]?.textContent).toContain('primijenjen 18.11.2026.');
    expect(rows[1]?.textContent).toContain('bez ograničenja');
    expect(rows[1]?.textContent).toContain('Djelomično autoriziran');
    expect(rows[1]?.textContent).toContain('Nemate pravo zadavanja na ovom računu');
    expect(rows[2]?.textContent).toContain('Račun nije aktivan');
    expect(within(table).getAllByRole('button', { name: /^Promijeni limit računa/ })).toHaveLength(
      1,
    );
  });

  it('says it in English', async () => {
    renderLimitsPage(() => undefined, { locale: 'en' });
    const table = await screen.findByRole('grid', { name: 'Instant payment limits by account' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('up to 50,000.00 EUR per transaction');
    expect(rows[0]?.textContent).toContain("bank's default");
    expect(rows[1]?.textContent).toContain('up to 5,000.00 EUR a day');
    expect(rows[1]?.textContent).toContain('no limit');
  });
});

describe('/instant-limits?account=…, the change of a limit', () => {
  it('takes exactly one type by keyboard, an amount only for a type with one, and signs the challenge the save answered', async () => {
    const { user, calls } = renderLimitsPage((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: { request: createLimitRequest(), preauthorization: LIMIT_CHALLENGE },
          }
        : call.method === 'PATCH'
          ? {
              body: createLimitRequest({
                status: 'PARTIALLY_AUTHORIZED',
                displayStatus: 'ALREADY_SIGNED',
                signatures: [
                  { personName: 'Marko Šimić', method: 'TOKEN', signedAt: '2026-11-27T09:01:00Z' },
                ],
              }),
            }
          : undefined,
    );
    const change = await screen.findByRole('button', { name: /^Promijeni limit računa/ });
    await user.click(change);
    await screen.findByRole('heading', { level: 1, name: 'Promjena limita instant plaćanja' });

    // Nothing chosen: the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Nastavi na provjeru' }));
    expect((await screen.findAllByText('Odaberite vrstu limita.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: /Iznos limita/ })).toBeNull();

    // One radio group: choosing a type by the arrow keys leaves the others unchosen.
    await user.click(screen.getByRole('radio', { name: /^Po transakciji/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^Dnevni limit/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /^Po transakciji/ })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Nastavi na provjeru' }));
    expect((await screen.findAllByText('Upišite iznos limita.')).length).toBeGreaterThan(0);

    await user.type(screen.getByRole('textbox', { name: /Iznos limita/ }), '80.000,00');
    await user.click(screen.getByRole('button', { name: 'Nastavi na provjeru' }));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Provjera zahtjeva za promjenu limita',
    });
    expect(screen.getByText('dnevno do 80.000,00 EUR')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Spremi i potpiši' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Potpisivanje zahtjeva za promjenu limita',
    });
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      accountNumber: 'HR1723600001100000013',
      limitType: 'DAILY_LIMIT',
      limitAmount: '80000.00',
      reference: '',
    });
    expect(posts(calls)[0]?.headers['idempotency-key']).toBeTruthy();
    // The create answer's challenge is signed first: no second preauthorisation.
    expect(calls.some((call) => call.path.endsWith('/preauthorize'))).toBe(false);
    expect(within(dialog).getByText('dnevno do 80.000,00 EUR')).toBeTruthy();
    expect(within(dialog).getByText('HR17 2360 0001 1000 0001 3')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '87654321');
    await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
    expect(await within(dialog).findByText('Zahtjev je djelomično autoriziran')).toBeTruthy();
    expect(dialog.textContent).toContain('u popisu zahtjeva za promjenu limita');
  });

  it('sends no amount for "without limit", even one typed before for another type', async () => {
    const { user, calls } = renderLimitsPage(
      (call) =>
        call.method === 'POST'
          ? {
              status: 201,
              body: {
                request: createLimitRequest({ limitType: 'WITHOUT_LIMIT', limitAmount: null }),
                preauthorization: null,
              },
            }
          : undefined,
      { entry: `/instant-limits?account=${MAIN_ACCOUNT_ID}` },
    );
    await user.click(await screen.findByRole('radio', { name: /^Po transakciji/ }));
    await user.type(screen.getByRole('textbox', { name: /Iznos limita/ }), '1.000,00');
    await user.click(screen.getByRole('radio', { name: /^Bez ograničenja/ }));
    expect(screen.queryByRole('textbox', { name: /Iznos limita/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nastavi na provjeru' }));
    await user.click(await screen.findByRole('button', { name: 'Spremi i potpiši' }));
    expect(await screen.findByText(/Zahtjev 42 je spremljen/)).toBeTruthy();
    expect(posts(calls)[0]?.body).toMatchObject({ limitType: 'WITHOUT_LIMIT', limitAmount: null });
  });

  it("puts the server's refusals on their fields: one type only, an amount above the maximum", async () => {
    const { user } = renderLimitsPage(
      (call) =>
        call.method === 'POST'
          ? {
              status: 422,
              body: {
                errorId: 'e1',
                errorCode: 'VALIDATION_FAILED',
                description: 'Nalog nije ispravan.',
                validations: [
                  { field: 'limitType', code: 'INSTANT_LIMIT_ONE_TYPE', description: 'x' },
                  { field: 'limitAmount', code: 'AMOUNT_ABOVE_ONLINE_MAXIMUM', description: 'y' },
                ],
                traceId: 't1',
              },
            }
          : undefined,
      { entry: `/instant-limits?account=${MAIN_ACCOUNT_ID}` },
    );
    await user.click(await screen.findByRole('radio', { name: /^Po transakciji/ }));
    await user.type(screen.getByRole('textbox', { name: /Iznos limita/ }), '2.000.000,00');
    await user.click(screen.getByRole('button', { name: 'Nastavi na provjeru' }));
    await user.click(await screen.findByRole('button', { name: 'Spremi i potpiši' }));
    await screen.findByText('Zahtjev nije spremljen');
    const amount = screen.getByRole('textbox', { name: /Iznos limita/ });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const group = screen.getByRole('radiogroup', { name: 'Vrsta limita' });
    expect(group.textContent).toContain('U zahtjevu se može odabrati samo jedna vrsta limita.');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TFrontendConfig, TInstantLimitRequest } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedAnswer, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { accountsListQueryKey } from '../../../api/accounts';
import { ConfigContext } from '../../../app/config/config-context';
import { LIMIT_CHALLENGE, createLimitRequest } from '../test-support/limit-fixtures';
import InstantLimitRequestsPage from './instant-limit-requests-page';

const CONFIG = { demoMode: false } as TFrontendConfig['configuration'];

const WAITING = createLimitRequest({
  requestId: '42',
  status: 'PARTIALLY_AUTHORIZED',
  displayStatus: 'PARTIALLY_AUTHORIZED',
  signatures: [{ personName: 'Marko Šimić', method: 'TOKEN', signedAt: '2026-11-27T09:01:00Z' }],
  actions: { canAuthorize: true, canDelete: true },
});
const REJECTED = createLimitRequest({
  requestId: '40',
  status: 'REJECTED',
  displayStatus: 'REJECTED',
  limitType: 'PER_TRANSACTION',
  limitAmount: '20000.00',
  rejectionCode: 'DEBTOR_ACCOUNT_INACTIVE',
  actions: { canAuthorize: false, canDelete: false },
});

function renderRequestsPage(
  answer: (call: TStubbedCall) => TStubbedAnswer | undefined,
  { locale = 'hr', entry = '/instant-limit-requests' }: { locale?: TLocale; entry?: string } = {},
) {
  const requests: TInstantLimitRequest[] = [WAITING, REJECTED];
  const calls = stubApi(
    (call) =>
      answer(call) ??
      (call.method === 'GET' && call.path === '/instant-limit-requests'
        ? { body: { requests, metadata: { nextCursor: null } } }
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
          <InstantLimitRequestsPage />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
  return { ...rendered, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/instant-limit-requests', () => {
  it('shows each request with its status, signatures and the bank’s reason for a rejection', async () => {
    renderRequestsPage(() => undefined, { entry: '/instant-limit-requests?requestId=42' });
    const table = await screen.findByRole('grid', { name: 'Zahtjevi za promjenu limita' });
    await within(table).findByText('dnevno do 80.000,00 EUR');
    const [, waiting, rejected] = within(table).getAllByRole('row');
    expect(waiting?.textContent).toContain('Djelomično autoriziran');
    expect(waiting?.textContent).toContain('Potpisao: Marko Šimić');
    expect(rejected?.textContent).toContain('po transakciji do 20.000,00 EUR');
    expect(rejected?.textContent).toContain('Odbijen');
    expect(rejected?.textContent).toMatch(/Razlog: .+/);
    expect(within(rejected as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByText('Zahtjev 42 označen je u popisu.')).toBeTruthy();
  });

  it('lets the second signer sign a waiting request with a challenge of their own', async () => {
    const { user, calls } = renderRequestsPage((call) =>
      call.method === 'PATCH' && call.path.endsWith('/preauthorize')
        ? { body: { ...LIMIT_CHALLENGE, outcome: 'AUTHORIZED' } }
        : call.method === 'PATCH'
          ? { body: { ...WAITING, status: 'AUTHORIZED', displayStatus: 'AUTHORIZED' } }
          : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Potpiši zahtjev 42' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('dnevno do 80.000,00 EUR')).toBeTruthy();
    expect(calls.some((call) => call.path === '/instant-limit-requests/42/preauthorize')).toBe(
      true,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Kod s tokena' }), '12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Potpiši' }));
    expect(await within(dialog).findByText('Zahtjev je autoriziran')).toBeTruthy();
    expect(dialog.textContent).toContain('primijeniti u kratkom roku');
  });

  it('deletes a request after the question, by keyboard, in English', async () => {
    const { user, calls } = renderRequestsPage(
      (call) => (call.method === 'DELETE' ? { status: 204 } : undefined),
      { locale: 'en' },
    );
    const remove = await screen.findByRole('button', { name: 'Delete request 42' });
    await user.click(remove);
    const question = await screen.findByRole('alertdialog', { name: 'Delete request 42?' });
    expect(question.textContent).toContain('up to 80,000.00 EUR a day');
    // The safe answer has the focus; Tab reaches the deletion, Enter confirms it.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Request 42 is deleted.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

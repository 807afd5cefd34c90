import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TFrontendConfig } from '@poslovno/contract';
import { SERVICE_CODES, type TServiceCode } from '@poslovno/domain';
import { stubApi } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { ConfigContext } from '../../../app/config/config-context';
import { SessionContext, type TSessionContext } from '../../../app/session/session-context';
import DashboardPage from './dashboard-page';

const CONFIG = {
  domesticCurrency: 'EUR',
  dashboard: {
    transactionsDays: 30,
    transactionsPerDirection: 5,
    statementNotificationsDays: 30,
    invoicesAndNoticesDays: 30,
    inboxMessages: 4,
  },
} as TFrontendConfig['configuration'];

function signedIn(allowedServices: readonly TServiceCode[]): TSessionContext {
  return {
    session: {
      id: '0b7e2a52-5c8e-4d53-9a3e-3f1f4c1d2e5a',
      createdAt: '2026-11-27T09:00:00.000Z',
      idleTimeoutSeconds: 300,
      loginType: 'MOCK',
      allowedServices: [...allowedServices],
      permission: {
        personId: 2000101,
        personName: 'Ana Kovačević',
        authorizationLevel: 3,
        customerDetails: { customerId: 100245, name: 'Slavonska žitna d.o.o.', oib: '12345678903' },
      },
      companies: [],
    },
    hasSignedOut: false,
    startSession: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    switchCompany: () => Promise.resolve(),
    finishSignOut: () => undefined,
  };
}

/** A company with nothing to show yet: every card answers empty, unless `bulkCount` is given. */
function playServer({ bulkCount = 0 }: { bulkCount?: number } = {}) {
  return stubApi((call) => {
    if (call.path === '/bulk-payments/count') return { body: { count: bulkCount } };
    if (call.path === '/accounts') return { body: { accounts: [] } };
    if (call.path === '/unauthorized') return { body: { count: 0, items: [] } };
    if (call.path === '/active-payment-baskets') return { body: { baskets: [] } };
    if (call.path === '/dashboard/transactions') return { body: { credits: [], debits: [] } };
    if (call.path === '/dashboard/statements/notifications')
      return { body: { individualStatements: [], groupStatements: [], intradayStatements: [] } };
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

function renderDashboard(allowedServices: readonly TServiceCode[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <SessionContext.Provider value={signedIn(allowedServices)}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <DashboardPage />
          </MemoryRouter>
        </SessionContext.Provider>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPage and the allowed services', () => {
  it('offers the new statements with the statements service', async () => {
    playServer();
    renderDashboard(SERVICE_CODES);
    expect(await screen.findByRole('heading', { name: 'Novi izvodi' })).toBeTruthy();
  });

  it('leaves the new statements out of a session without it, and never asks for them', async () => {
    const calls = playServer();
    renderDashboard(SERVICE_CODES.filter((service) => service !== 'STATEMENTS'));
    expect(await screen.findByRole('heading', { name: 'Nalozi za potpis' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Novi izvodi' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/dashboard/statements/notifications');
  });

  it('shows no payment baskets card while there is no active basket', async () => {
    const calls = playServer();
    renderDashboard(SERVICE_CODES);
    expect(await screen.findByRole('heading', { name: 'Nalozi za potpis' })).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/active-payment-baskets');
    expect(screen.queryByRole('heading', { name: 'Košarice naloga' })).toBeNull();
  });

  it('counts the SEPA files waiting for signatures (000 §9: STORED and PARTIALLY_AUTHORIZED)', async () => {
    const calls = playServer({ bulkCount: 3 });
    renderDashboard(SERVICE_CODES);
    const card = await screen.findByTestId('dashboard-bulk-payments');
    expect(card.textContent).toContain('3 SEPA datoteke čekaju potpis');
    expect(screen.getByRole('link', { name: 'Sve SEPA datoteke' }).getAttribute('href')).toBe(
      '/bulk-payment',
    );
    const count = calls.find((call) => call.path === '/bulk-payments/count');
    expect(count?.headers['x-poslovno-background']).toBe('true');
  });

  it('shows no bulk payments card when no file waits, and never asks without the service', async () => {
    const calls = playServer();
    renderDashboard(SERVICE_CODES.filter((service) => service !== 'BULK_PAYMENTS'));
    expect(await screen.findByRole('heading', { name: 'Nalozi za potpis' })).toBeTruthy();
    expect(calls.map((call) => call.path)).not.toContain('/bulk-payments/count');
    expect(screen.queryByRole('heading', { name: 'Skupna plaćanja' })).toBeNull();
  });
});

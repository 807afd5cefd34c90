import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TSessionHistoryEntry } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { accountsListQueryKey } from '../../../api/accounts';
import { SessionContext, type TSessionContext } from '../../../app/session/session-context';
import { createTestAccount } from '../../../../test/account-fixtures';
import { renderInLocale } from '../../../../test/render';
import type { TCustomerActivity } from '../api/get-customer-activities';
import { customerActivitiesQueryKey, sessionHistoryQueryKey } from '../api/session-query-keys';
import SessionsPage from './sessions-page';

const SESSION_ID = '5d0c3a1e-8b7f-4c2d-9e6a-1f2b3c4d5e6f';
const ACCOUNT_ID = '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e8f';
const PAYMENT_ID = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

const CURRENT: TSessionHistoryEntry = {
  id: SESSION_ID,
  isCurrent: true,
  loginType: 'TOKEN',
  customerId: 100245,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastActivityAt: '2026-11-20T08:10:00.000Z',
  endedAt: null,
  endReason: null,
  ipAddress: '198.51.100.7',
  deviceType: 'DESKTOP',
  browser: 'Chrome',
  os: 'Linux',
  channel: 'WEB',
  page: `/accounts/${ACCOUNT_ID}`,
};

function visited(page: string | null, minute: number): TCustomerActivity {
  return {
    sessionId: SESSION_ID,
    occurredAt: `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`,
    kind: page === null ? 'SIGN_IN' : 'PAGE',
    page,
    ipAddress: '198.51.100.7',
    deviceType: 'DESKTOP',
    channel: 'WEB',
  };
}

const ACTIVITIES = [
  visited('/payments', 9),
  visited('/payment', 8),
  visited(`/accounts/${ACCOUNT_ID}`, 7),
  visited(`/payments/${PAYMENT_ID}/history`, 6),
  visited(null, 5),
];

const NO_SESSION_STATE: TSessionContext = {
  session: null,
  hasSignedOut: false,
  startSession: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  switchCompany: () => Promise.resolve(),
  finishSignOut: () => undefined,
};

/** The history, the activities and the accounts as the server answered them, already cached. */
function renderSessionsPage(locale: TLocale) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const firstPage = <T,>(page: T) => ({ pages: [page], pageParams: [null] });
  queryClient.setQueryData(
    [...sessionHistoryQueryKey, { pageSize: 10 }],
    firstPage({ items: [CURRENT], nextCursor: null, session: CURRENT }),
  );
  queryClient.setQueryData(
    [...customerActivitiesQueryKey, { pageSize: 10 }],
    firstPage({ items: ACTIVITIES, nextCursor: null }),
  );
  queryClient.setQueryData(accountsListQueryKey, {
    accounts: [createTestAccount({ id: ACCOUNT_ID, iban: 'HR1210010051863000160' })],
  });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={NO_SESSION_STATE}>
        <MemoryRouter initialEntries={['/sessions']}>
          <SessionsPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
}

function readColumn(tableName: string, columnIndex: number): string[] {
  const table = screen.getByRole('grid', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        row.querySelectorAll('[role="rowheader"], [role="gridcell"]')[columnIndex]?.textContent ??
        '',
    );
}

describe('SessionsPage', () => {
  it('names the pages of the activity as the menu and the headings do, never by an id', () => {
    renderSessionsPage('hr');
    expect(readColumn('Aktivnosti, od najnovije', 2)).toEqual([
      'Plaćanja',
      'Novi nalog',
      'Račun HR12 1001 0051 8630 0016 0',
      '/payments/…/history',
      '—',
    ]);
    expect(document.body.textContent).not.toContain(ACCOUNT_ID);
    expect(document.body.textContent).not.toContain(PAYMENT_ID);
  });

  it("shows the session's last page by its name, in English too", () => {
    renderSessionsPage('en');
    expect(readColumn('Sessions, newest first', 4)).toEqual(['Account HR12 1001 0051 8630 0016 0']);
    expect(readColumn('Activities, newest first', 2).slice(0, 2)).toEqual([
      'Payments',
      'New payment',
    ]);
  });

  it('gives "end session" a name that contains its visible text', () => {
    renderSessionsPage('en');
    const button = screen.getByRole('button', { name: /^End session, started / });
    expect(button.textContent).toBe('End session');
  });
});

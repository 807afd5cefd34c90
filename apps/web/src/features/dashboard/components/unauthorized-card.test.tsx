import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TUnauthorizedItems } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { dashboardQueryKeys } from '../api/dashboard-query-keys';
import { UnauthorizedCard } from './unauthorized-card';

type TOrderToSign = TUnauthorizedItems['items'][number];

const PAYMENT: TOrderToSign = {
  orderType: 'PAYMENT',
  id: '1000001',
  displayStatus: 'STORED',
  amount: { amount: '1250.00', currency: 'EUR' },
  counterpartyName: 'Agro Baranja d.o.o.',
  executionDate: '2026-11-26',
  createdAt: '2026-11-24T08:00:00.000Z',
  path: '/payments?paymentId=1000001',
};

/** A type the web app does not name yet, without amount, payee or date, in a status of its own. */
const SOLVENCY_REQUEST: TOrderToSign = {
  orderType: 'SOLVENCY',
  id: '42',
  displayStatus: 'SAVED',
  amount: null,
  counterpartyName: '',
  executionDate: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  path: '/solvency?requestId=42',
};

/** GET /unauthorized as the server answers it for orders of two types, already in the cache. */
function renderCard(locale: TLocale = 'hr') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(dashboardQueryKeys.unauthorized, {
    count: 2,
    items: [SOLVENCY_REQUEST, PAYMENT],
  });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <UnauthorizedCard />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

function findItem(href: string): HTMLElement {
  const link = screen
    .getAllByRole('link')
    .find((candidate) => candidate.getAttribute('href') === href);
  if (!link) throw new Error(`no item links to ${href}`);
  return link;
}

describe('UnauthorizedCard, orders of every type', () => {
  it('names a payment by its payee with its type, date, amount and status', () => {
    renderCard();
    const payment = findItem('/payments?paymentId=1000001');
    expect(within(payment).getByText('Agro Baranja d.o.o.')).toBeTruthy();
    expect(
      within(payment).getByText('Nalog za plaćanje · Datum izvršenja 26.11.2026.'),
    ).toBeTruthy();
    expect(within(payment).getByText('1.250,00 EUR')).toBeTruthy();
    expect(within(payment).getByText('Spremljen')).toBeTruthy();
  });

  it('names an order without an amount by its type, with no amount and no date', () => {
    renderCard();
    const request = findItem('/solvency?requestId=42');
    expect(within(request).getByText('Nalog')).toBeTruthy();
    expect(request.textContent).not.toMatch(/0,00|0\.00|EUR|Datum/);
    const status = request.querySelector('[data-status]');
    expect(status?.getAttribute('data-status')).toBe('SAVED');
    expect(status?.textContent).toContain('Čeka potpis');
  });

  it('says it in English', () => {
    renderCard('en');
    const payment = findItem('/payments?paymentId=1000001');
    expect(within(payment).getByText(/^Payment · /)).toBeTruthy();
    expect(within(payment).getByText('Saved')).toBeTruthy();
    const request = findItem('/solvency?requestId=42');
    expect(within(request).getByText('Order')).toBeTruthy();
    expect(request.textContent).toContain('Awaiting signature');
    expect(request.textContent).not.toMatch(/0\.00|EUR/);
    expect(screen.getByText('Waiting for your signature: 2')).toBeTruthy();
  });
});

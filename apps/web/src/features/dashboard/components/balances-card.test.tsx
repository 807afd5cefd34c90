import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TAccount, TFrontendConfig } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { accountsListQueryKey } from '../../../api/accounts';
import { ConfigContext } from '../../../app/config/config-context';
import { createTestAccount } from '../../../../test/account-fixtures';
import { renderInLocale } from '../../../../test/render';
import { BalancesCard } from './balances-card';

const MAIN = createTestAccount({
  id: '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e01',
  iban: 'HR1210010051863000160',
  nickname: 'Glavni račun',
  balances: {
    EXPECTED: '1000.00',
    BOOKED: '1500.00',
    RESERVED: '500.00',
    RESERVED_BY_PAYMENT: '300.00',
    RESERVED_BY_CARD_TRANSACTION: '150.00',
    RESERVED_BY_ENFORCEMENT: '50.00',
  },
});
const OVERDRAWN = createTestAccount({
  id: '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e02',
  iban: 'HR6023600001102233445',
  nickname: 'Plaće',
  balances: {
    EXPECTED: '-200.00',
    BOOKED: '-200.00',
    RESERVED: '0.00',
    RESERVED_BY_PAYMENT: '0.00',
    RESERVED_BY_CARD_TRANSACTION: '0.00',
    RESERVED_BY_ENFORCEMENT: '0.00',
  },
});
const DOLLARS = createTestAccount({
  id: '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e03',
  iban: 'HR8524020061100000003',
  currency: 'USD',
  nickname: 'Devizni USD',
  balances: { EXPECTED: '12500.00', BOOKED: '12500.00', RESERVED_BY_CARD_TRANSACTION: '0.00' },
});
const CLOSED = createTestAccount({
  id: '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e04',
  iban: 'HR3224020061100000006',
  nickname: 'Stari račun',
  status: 'CLOSED',
});
const FRANCS_UNAVAILABLE = createTestAccount({
  id: '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e05',
  iban: 'HR0824020061100000004',
  currency: 'CHF',
  nickname: 'Devizni CHF',
});

const CONFIG = {
  domesticCurrency: 'EUR',
} as TFrontendConfig['configuration'];

function renderBalances(accounts: readonly TAccount[], locale: TLocale = 'hr') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(accountsListQueryKey, { accounts: [...accounts] });
  return renderInLocale(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={CONFIG}>
        <MemoryRouter>
          <BalancesCard />
        </MemoryRouter>
      </ConfigContext.Provider>
    </QueryClientProvider>,
    { locale },
  );
}

/** Each row as its header and cells read, as a screen reader walks the table. */
function readRows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    );
}

describe('BalancesCard', () => {
  it('shows per account what is available, booked and reserved, and a total per currency', () => {
    renderBalances([DOLLARS, MAIN, CLOSED, OVERDRAWN]);
    expect(readRows()).toEqual([
      ['Račun', 'Raspoloživo', 'Knjiženo', 'Rezervirano'],
      ['Devizni USDHR85 2402 0061 1000 0000 3', '12.500,00 USD', '12.500,00 USD', '0,00 USD'],
      [
        'Glavni računHR12 1001 0051 8630 0016 0',
        '1.000,00 EUR',
        '1.500,00 EUR',
        '500,00 EURza naloge 300,00 EUR',
      ],
      ['PlaćeHR60 2360 0001 1022 3344 5', '\u2212200,00 EUR', '\u2212200,00 EUR', '0,00 EUR'],
      ['Ukupno EUR', '800,00 EUR', '1.300,00 EUR', '500,00 EUR'],
      ['Ukupno USD', '12.500,00 USD', '12.500,00 USD', '0,00 USD'],
    ]);
  });

  it('marks a blocked account, whose money it counts', () => {
    renderBalances([{ ...MAIN, accountDetails: { ...MAIN.accountDetails, status: 'BLOCKED' } }]);
    expect(readRows()[1]?.[0]).toBe('Glavni računHR12 1001 0051 8630 0016 0!Račun je blokiran');
    expect(readRows().at(-1)).toEqual(['Ukupno EUR', '1.000,00 EUR', '1.500,00 EUR', '500,00 EUR']);
  });

  it('links the money reserved for payments to the orders that reserve it', () => {
    renderBalances([MAIN, OVERDRAWN]);
    const link = screen.getByRole('link', { name: 'za naloge 300,00 EUR' });
    const target = new URL(link.getAttribute('href') ?? '', 'https://bank.test');
    expect(target.pathname).toBe('/payments');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      debtorIban: 'HR1210010051863000160',
      status: 'AUTHORIZED,WAITING_EXECUTION',
    });
    // An account with nothing reserved for payments has no such link.
    expect(screen.getAllByRole('link', { name: /^za naloge/ })).toHaveLength(1);
  });

  it('gives no total for a currency with an account whose balances the core did not give', () => {
    renderBalances([MAIN, FRANCS_UNAVAILABLE], 'en');
    const rows = readRows();
    expect(rows[0]).toEqual(['Account', 'Available', 'Booked', 'Reserved']);
    expect(rows).toContainEqual([
      'Devizni CHFHR08 2402 0061 1000 0000 4',
      'Balance temporarily unavailable',
    ]);
    expect(rows.filter((row) => row[0]?.startsWith('Total'))).toEqual([
      ['Total EUR', '1,000.00 EUR', '1,500.00 EUR', '500.00 EUR'],
    ]);
  });
});

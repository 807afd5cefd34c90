import { describe, expect, it } from 'vitest';
import type { TTransaction } from '@poslovno/contract';
import {
  ORDERS_TO_SIGN_PATH,
  buildDirectionPath,
  buildStatementsPath,
  buildTransactionPath,
  getWindowStart,
  isAppPath,
} from './dashboard-links';

const DEBIT: TTransaction = {
  id: '1085',
  status: 'BOOKED',
  kind: 'PAYMENT_OUT',
  accountId: '9861b396-1474-5522-a78a-f3ce73e9c4eb',
  iban: 'HR4029999921100000027',
  currency: 'EUR',
  amount: '-1793.25',
  creditDebitIndicator: 'DBIT',
  bookingDate: '2026-11-24T13:24:00.000Z',
  valueDate: '2026-11-24',
  counterpartyName: 'Hrana i piće Jadran d.o.o.',
  counterpartyIban: 'HR8924070002734132601',
  description: 'Plaćanje po računu',
  reference: null,
  endToEndId: null,
};

describe('dashboard links', () => {
  it('counts today as the last day of the window', () => {
    expect(getWindowStart('2026-11-20', 30)).toBe('2026-10-22');
    expect(getWindowStart('2026-03-01', 1)).toBe('2026-03-01');
  });

  it('narrows the transactions screen to the one transaction, amount without its sign', () => {
    expect(buildTransactionPath(DEBIT)).toBe(
      '/transactions?accountId=9861b396-1474-5522-a78a-f3ce73e9c4eb&from=2026-11-24&to=2026-11-24&minAmount=1793.25&maxAmount=1793.25&direction=DEBIT',
    );
    expect(
      buildTransactionPath({ ...DEBIT, amount: '12.00', creditDebitIndicator: 'CRDT' }),
    ).toContain('minAmount=12.00&maxAmount=12.00&direction=CREDIT');
  });

  it('opens all money in or out of the window', () => {
    expect(buildDirectionPath('CREDIT', '2026-11-20', 30)).toBe(
      '/transactions?from=2026-10-22&to=2026-11-20&direction=CREDIT',
    );
  });

  it('opens the statements not downloaded yet over the window', () => {
    expect(buildStatementsPath('2026-11-20', 30)).toBe(
      '/statements?period=SELECTED&from=2026-10-22&to=2026-11-20&downloadState=NOT_DOWNLOADED',
    );
  });

  it('filters the payments overview by the groups still waiting for signatures', () => {
    expect(ORDERS_TO_SIGN_PATH).toBe('/payments?status=UNAUTHORIZED%2CFOR_AUTHORIZATION');
  });

  it('links only to paths inside the app', () => {
    expect(isAppPath('/payments?paymentId=123')).toBe(true);
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath('payments')).toBe(false);
  });
});

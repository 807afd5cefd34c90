import { describe, expect, it } from 'vitest';
import {
  getStatementDay,
  getStatementPeriodStart,
  planIndividualStatements,
  planIntradayStatements,
} from './plan-statements';
import type { TPendingTurnoverRow } from './statement-generation.repository';

function day(valueDate: string, credit: bigint, debit = 0n): TPendingTurnoverRow {
  return {
    accountId: 'a1',
    companyId: 'c1',
    currency: 'EUR',
    valueDate,
    debitMinor: debit,
    creditMinor: credit,
    debitCount: debit > 0n ? 1 : 0,
    creditCount: credit > 0n ? 1 : 0,
  };
}

const inputs = {
  balancesBefore: new Map([['a1', 10_000n]]),
  highestNumbers: new Map([['a1/2026', 41]]),
};

describe('getStatementDay', () => {
  it('is the value date on a business day, else the next business day (weekends, holidays)', () => {
    expect(getStatementDay('2026-11-20')).toBe('2026-11-20');
    expect(getStatementDay('2026-11-21')).toBe('2026-11-23');
    expect(getStatementDay('2026-12-25')).toBe('2026-12-28');
  });

  it("starts a statement's period the day after the business day before it", () => {
    expect(getStatementPeriodStart('2026-11-20')).toBe('2026-11-20');
    expect(getStatementPeriodStart('2026-11-23')).toBe('2026-11-21');
    expect(getStatementPeriodStart('2026-12-28')).toBe('2026-12-25');
  });
});

describe('planIndividualStatements', () => {
  it("chains balances, puts the weekend on Monday's statement and numbers on within the year", () => {
    const plans = planIndividualStatements(
      [day('2026-11-20', 500n, 0n), day('2026-11-21', 100n, 0n), day('2026-11-23', 0n, 2_000n)],
      '2026-11-23',
      inputs,
    );
    expect(
      plans.map((plan) => [
        plan.statementDate,
        plan.periodFrom,
        plan.number,
        plan.openingMinor,
        plan.closingMinor,
        plan.creditCount,
      ]),
    ).toEqual([
      ['2026-11-20', '2026-11-20', 42, 10_000n, 10_500n, 1],
      ['2026-11-23', '2026-11-21', 43, 10_500n, 8_600n, 1],
    ]);
  });

  it('leaves value dates whose statement day is not over for a later run', () => {
    const plans = planIndividualStatements(
      [day('2026-11-20', 500n), day('2026-11-21', 100n)],
      '2026-11-22',
      inputs,
    );
    expect(plans.map((plan) => [plan.statementDate, plan.periodFrom])).toEqual([
      ['2026-11-20', '2026-11-20'],
    ]);
  });

  it('starts numbering again at 1 in a new year', () => {
    const plans = planIndividualStatements(
      [day('2026-12-31', 1n, 0n), day('2027-01-04', 1n, 0n)],
      '2027-01-04',
      inputs,
    );
    expect(plans.map((plan) => [plan.year, plan.number])).toEqual([
      [2026, 42],
      [2027, 1],
    ]);
  });
});

describe('planIntradayStatements', () => {
  it('sums the day so far, and skips an account whose postings did not change', () => {
    const rows = [day('2026-11-24', 700n, 200n)];
    const first = planIntradayStatements(rows, '2026-11-24', { ...inputs, latest: new Map() });
    expect(first.map((plan) => [plan.number, plan.closingMinor, plan.periodFrom])).toEqual([
      [1, 10_500n, '2026-11-24'],
    ]);
    const again = planIntradayStatements(rows, '2026-11-24', {
      ...inputs,
      latest: new Map([['a1', { debitCount: 1, creditCount: 1 }]]),
    });
    expect(again).toEqual([]);
  });
});

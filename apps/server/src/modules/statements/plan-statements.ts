import {
  addDaysToIsoDate,
  assert,
  compareIsoDates,
  getNextBusinessDay,
  parseIsoDate,
  type TIsoDate,
} from '@poslovno/domain';
import type { TPendingTurnoverRow } from './statement-generation.repository';

/** A statement about to be written: its day, the value dates it covers, balances and turnover. */
export interface TStatementPlan {
  accountId: string;
  companyId: string;
  currency: string;
  statementDate: TIsoDate;
  periodFrom: TIsoDate;
  year: number;
  number: number;
  openingMinor: bigint;
  closingMinor: bigint;
  debitMinor: bigint;
  creditMinor: bigint;
  debitCount: number;
  creditCount: number;
}

export interface TPlanningInputs {
  /** Per account: the booked balance before its first pending value date. */
  balancesBefore: ReadonlyMap<string, bigint>;
  /** Highest number given so far, keyed `accountId/year` (individual) or `accountId/day` (intraday). */
  highestNumbers: ReadonlyMap<string, number>;
}

/**
 * The business day whose statement lists a value date: the day itself, or the next business day
 * for a weekend or a holiday (instant payments settle every day; Monday's statement shows them).
 */
export function getStatementDay(valueDate: TIsoDate): TIsoDate {
  return getNextBusinessDay(valueDate, 'DOMESTIC');
}

function getYear(date: TIsoDate): number {
  const parts = parseIsoDate(date);
  assert(parts, `not a date: ${date}`);
  return parts.year;
}

function groupByAccount(rows: readonly TPendingTurnoverRow[]): TPendingTurnoverRow[][] {
  const groups = new Map<string, TPendingTurnoverRow[]>();
  for (const row of rows) {
    const group = groups.get(row.accountId);
    if (group) group.push(row);
    else groups.set(row.accountId, [row]);
  }
  return [...groups.values()].map((group) =>
    group.sort((a, b) => compareIsoDates(a.valueDate, b.valueDate)),
  );
}

interface TTurnover {
  debitMinor: bigint;
  creditMinor: bigint;
  debitCount: number;
  creditCount: number;
}

function sumTurnover(rows: readonly TPendingTurnoverRow[]): TTurnover {
  return rows.reduce<TTurnover>(
    (total, row) => ({
      debitMinor: total.debitMinor + row.debitMinor,
      creditMinor: total.creditMinor + row.creditMinor,
      debitCount: total.debitCount + row.debitCount,
      creditCount: total.creditCount + row.creditCount,
    }),
    { debitMinor: 0n, creditMinor: 0n, debitCount: 0, creditCount: 0 },
  );
}

/**
 * The first value date a statement day lists: the day after the business day before it (a
 * Monday's statement starts on Saturday). Every posting of the statement lies in its period.
 */
export function getStatementPeriodStart(statementDay: TIsoDate): TIsoDate {
  let start = statementDay;
  while (getStatementDay(addDaysToIsoDate(start, -1)) === statementDay)
    start = addDaysToIsoDate(start, -1);
  return start;
}

function readOpening(inputs: TPlanningInputs, accountId: string): bigint {
  const opening = inputs.balancesBefore.get(accountId);
  assert(opening !== undefined, `the balance before the pending turnover of ${accountId}`);
  return opening;
}

/**
 * The individual statements that close days up to `throughDate`: per account, one per business
 * day with turnover, numbered on from the account's highest number of the year; each opening is
 * the previous closing, the first one the ledger's balance before the pending value dates.
 * Value dates whose statement day is after `throughDate` wait for a later run.
 */
export function planIndividualStatements(
  rows: readonly TPendingTurnoverRow[],
  throughDate: TIsoDate,
  inputs: TPlanningInputs,
): TStatementPlan[] {
  const plans: TStatementPlan[] = [];
  for (const accountRows of groupByAccount(rows)) {
    const first = accountRows[0];
    if (!first) continue;
    const byDay = new Map<TIsoDate, TPendingTurnoverRow[]>();
    for (const row of accountRows) {
      const day = getStatementDay(row.valueDate);
      if (compareIsoDates(day, throughDate) > 0) break;
      byDay.set(day, [...(byDay.get(day) ?? []), row]);
    }
    if (byDay.size === 0) continue;
    let openingMinor = readOpening(inputs, first.accountId);
    const numbersByYear = new Map<number, number>();
    for (const [statementDate, dayRows] of byDay) {
      const turnover = sumTurnover(dayRows);
      const year = getYear(statementDate);
      const number =
        (numbersByYear.get(year) ?? inputs.highestNumbers.get(`${first.accountId}/${year}`) ?? 0) +
        1;
      numbersByYear.set(year, number);
      const closingMinor = openingMinor + turnover.creditMinor - turnover.debitMinor;
      plans.push({
        accountId: first.accountId,
        companyId: first.companyId,
        currency: first.currency,
        statementDate,
        periodFrom: getStatementPeriodStart(statementDate),
        year,
        number,
        openingMinor,
        closingMinor,
        ...turnover,
      });
      openingMinor = closingMinor;
    }
  }
  return plans;
}

/**
 * Intraday statements of `today`: per account, everything booked so far since its last individual
 * statement (value dates up to today, the period from the first of them), numbered within the day. An account whose postings are the
 * same as in its latest intraday statement of the day gets no new one.
 */
export function planIntradayStatements(
  rows: readonly TPendingTurnoverRow[],
  today: TIsoDate,
  inputs: TPlanningInputs & {
    latest: ReadonlyMap<string, { debitCount: number; creditCount: number }>;
  },
): TStatementPlan[] {
  return groupByAccount(rows).flatMap((accountRows) => {
    const first = accountRows[0];
    if (!first) return [];
    const turnover = sumTurnover(accountRows);
    const latest = inputs.latest.get(first.accountId);
    if (
      latest &&
      latest.debitCount === turnover.debitCount &&
      latest.creditCount === turnover.creditCount
    )
      return [];
    const openingMinor = readOpening(inputs, first.accountId);
    return [
      {
        accountId: first.accountId,
        companyId: first.companyId,
        currency: first.currency,
        statementDate: today,
        periodFrom: first.valueDate,
        year: getYear(today),
        number: (inputs.highestNumbers.get(`${first.accountId}/${today}`) ?? 0) + 1,
        openingMinor,
        closingMinor: openingMinor + turnover.creditMinor - turnover.debitMinor,
        ...turnover,
      },
    ];
  });
}

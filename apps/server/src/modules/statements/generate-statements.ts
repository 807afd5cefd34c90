import { randomUUID } from 'node:crypto';
import {
  assert,
  compareIsoDates,
  getZagrebWallClock,
  isIsoDate,
  type TIsoDate,
} from '@poslovno/domain';
import type { TClock } from '../../platform/clock';
import { withSystemTransaction, type TDb, type TTx } from '../../platform/db/database';
import {
  planIndividualStatements,
  planIntradayStatements,
  type TStatementPlan,
} from './plan-statements';
import {
  deleteIntradayThrough,
  insertGroupStatements,
  insertStatements,
  lockGeneration,
  selectBalancesBefore,
  selectHighestNumbers,
  selectLatestIntraday,
  selectLedgerEnds,
  selectPendingTurnover,
  type TNewStatement,
  type TPendingTurnoverRow,
} from './statement-generation.repository';

export interface TGenerationResult {
  individual: number;
  group: number;
  intraday: number;
  /** Intraday statements of days that now have their individual statement. */
  replacedIntraday: number;
}

function toRow(plan: TStatementPlan, type: 'INDIVIDUAL' | 'INTRADAY', now: Date): TNewStatement {
  return {
    id: randomUUID(),
    companyId: plan.companyId,
    accountId: plan.accountId,
    groupAccountIds: null,
    type,
    statementYear: plan.year,
    number: plan.number,
    statementDate: plan.statementDate,
    periodFrom: plan.periodFrom,
    periodTo: plan.statementDate,
    currency: plan.currency,
    openingBalanceMinor: plan.openingMinor,
    closingBalanceMinor: plan.closingMinor,
    debitTurnoverMinor: plan.debitMinor,
    creditTurnoverMinor: plan.creditMinor,
    debitCount: plan.debitCount,
    creditCount: plan.creditCount,
    cutOffAt: type === 'INTRADAY' ? now : null,
    createdAt: now,
  };
}

/** Per account, the first pending value date: the ledger's balance before it opens the statements. */
function listFirstPendingDates(rows: readonly TPendingTurnoverRow[]) {
  const first = new Map<string, TIsoDate>();
  for (const row of rows) {
    const seen = first.get(row.accountId);
    if (seen === undefined || compareIsoDates(row.valueDate, seen) < 0)
      first.set(row.accountId, row.valueDate);
  }
  return [...first].map(([accountId, beforeDate]) => ({ accountId, beforeDate }));
}

/**
 * The books check: an account's newest statement that reaches its last posting closes at the
 * account's BOOKED balance. A difference means the ledger and its balances disagree, which must
 * stop the generation loudly rather than hand out a wrong statement.
 */
async function assertClosingsMatchLedger(tx: TTx, plans: readonly TStatementPlan[]): Promise<void> {
  const newest = new Map<string, TStatementPlan>();
  for (const plan of plans) newest.set(plan.accountId, plan);
  const ends = await selectLedgerEnds(tx, [...newest.keys()]);
  for (const plan of newest.values()) {
    const end = ends.get(plan.accountId);
    if (!end || end.bookedMinor === null || end.lastValueDate === null) continue;
    if (compareIsoDates(end.lastValueDate, plan.statementDate) > 0) continue;
    assert(
      end.bookedMinor === plan.closingMinor,
      `statement ${plan.year}/${plan.number} of account ${plan.accountId} closes at ${plan.closingMinor}, the ledger's BOOKED is ${end.bookedMinor}`,
    );
  }
}

async function generateIndividual(tx: TTx, throughDate: TIsoDate, now: Date): Promise<number> {
  const rows = await selectPendingTurnover(tx, { throughDate });
  const accountIds = [...new Set(rows.map((row) => row.accountId))];
  const plans = planIndividualStatements(rows, throughDate, {
    balancesBefore: await selectBalancesBefore(tx, listFirstPendingDates(rows)),
    highestNumbers: await selectHighestNumbers(tx, 'INDIVIDUAL', accountIds),
  });
  await assertClosingsMatchLedger(tx, plans);
  await insertStatements(
    tx,
    plans.map((plan) => toRow(plan, 'INDIVIDUAL', now)),
  );
  return plans.length;
}

async function generateIntraday(tx: TTx, today: TIsoDate, now: Date): Promise<number> {
  const rows = await selectPendingTurnover(tx, { throughDate: today, bookedUpTo: now });
  const accountIds = [...new Set(rows.map((row) => row.accountId))];
  const plans = planIntradayStatements(rows, today, {
    balancesBefore: await selectBalancesBefore(tx, listFirstPendingDates(rows)),
    highestNumbers: await selectHighestNumbers(tx, 'INTRADAY', accountIds, today),
    latest: await selectLatestIntraday(tx, today, accountIds),
  });
  await insertStatements(
    tx,
    plans.map((plan) => toRow(plan, 'INTRADAY', now)),
  );
  return plans.length;
}

/**
 * Catches statements up to `throughDate` (normally yesterday), idempotently: every business day
 * not yet stated gets each account's individual statement (accounts with turnover only) and, for
 * companies that have them, the group statements; the intraday statements of those days are
 * replaced. Then an intraday statement of today for each account whose bookings since its last
 * statement changed since its previous intraday one: run it at fixed hours (or on request) for
 * "today so far", and once after midnight with yesterday as `throughDate`. One run at a time across all processes (an advisory lock);
 * each run is one transaction, so a failed run leaves nothing half done.
 */
export async function generateStatements(
  deps: { db: TDb; clock: TClock },
  { throughDate }: { throughDate: TIsoDate },
): Promise<TGenerationResult> {
  assert(isIsoDate(throughDate), `throughDate is a YYYY-MM-DD date: ${throughDate}`);
  const now = deps.clock.now();
  const today = getZagrebWallClock(now).date;
  // A day is stated once it is over; stating today would miss what is still booked today.
  assert(
    compareIsoDates(throughDate, today) < 0,
    `throughDate ${throughDate} is before today ${today}`,
  );
  return withSystemTransaction(deps.db, async (tx) => {
    // Read committed after the lock: a run that waited sees everything the previous run wrote.
    await lockGeneration(tx);
    const individual = await generateIndividual(tx, throughDate, now);
    const group = await insertGroupStatements(tx, { throughDate, createdAt: now });
    const replacedIntraday = await deleteIntradayThrough(tx, throughDate);
    const intraday = await generateIntraday(tx, today, now);
    return { individual, group, intraday, replacedIntraday };
  });
}

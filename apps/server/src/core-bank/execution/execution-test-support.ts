import { sql } from 'drizzle-orm';
import { buildCroatianIban } from '@poslovno/domain';
import { createFixedClock } from '../../platform/clock';
import { openDatabase, type TDatabase } from '../../platform/db/database';
import { startJobRunner, type TJobRunner } from '../../platform/jobs/job-runner';
import { demoUuid } from '../../seed/demo-bank';
import { createTestDatabase } from '../../../test/test-app';
import { registerCoreBankJobs } from './execution-jobs';
import {
  FAST_EXECUTION_TIMINGS,
  type TCoreOrderRequest,
  type TExecutionDeps,
  type TExecutionTimings,
} from './execution.types';

export const FAST_TIMINGS: TExecutionTimings = FAST_EXECUTION_TIMINGS;

export interface TExecutionTestContext {
  database: TDatabase;
  clock: ReturnType<typeof createFixedClock>;
  jobs: TJobRunner;
  deps: TExecutionDeps;
  close(): Promise<void>;
}

/**
 * A database of its own with the engine's queues. `isWorking: false` leaves every job queued, so a
 * test drives the steps itself; `true` runs them as the server does.
 */
export async function startExecutionTestContext(options: {
  isWorking: boolean;
  start: Date;
}): Promise<TExecutionTestContext> {
  const testDatabase = await createTestDatabase();
  const database = openDatabase(testDatabase.url, { maxConnections: 6 });
  const clock = createFixedClock(options.start);
  const jobErrors: Error[] = [];
  const jobs = await startJobRunner({
    connectionString: testDatabase.url,
    isWorking: options.isWorking,
    pollingIntervalSeconds: 0.5,
    onError: (error) => jobErrors.push(error),
  });
  await registerCoreBankJobs(jobs, {
    db: database.db,
    clock,
    // Demo activity runs on the real clock's quarter hours; the tests here own the accounts.
    config: { isDemoActivity: false },
    timings: FAST_TIMINGS,
  });
  return {
    database,
    clock,
    jobs,
    deps: { db: database.db, clock, jobs, timings: FAST_TIMINGS },
    close: async () => {
      await jobs.stop();
      await database.close();
      await testDatabase.drop();
      if (jobErrors.length > 0) throw new AggregateError(jobErrors, 'pg-boss reported errors');
    },
  };
}

/** The demo bank's accounts (seed/demo-bank.ts) by key, with their IBANs. */
export function getDemoAccount(key: string, accountBase: string, company: string) {
  return {
    id: demoUuid(`account:${key}`),
    companyId: demoUuid(`company:${company}`),
    iban: buildCroatianIban('299999', accountBase),
  };
}

export const SLAVONSKA_MAIN = getDemoAccount('slavonska-main', '110000001', 'slavonska');
export const SLAVONSKA_PAYROLL = getDemoAccount('slavonska-payroll', '110000002', 'slavonska');
export const SLAVONSKA_USD = getDemoAccount('slavonska-usd', '110000003', 'slavonska');
export const SLAVONSKA_CLOSED = getDemoAccount('slavonska-closed', '110000006', 'slavonska');
export const SLAVONSKA_BRANCH = getDemoAccount('slavonska-branch', '110000007', 'slavonska');
export const CELIK_MAIN = getDemoAccount('celik-main', '120000001', 'celik');
export const CELIK_EUR_2 = getDemoAccount('celik-eur-2', '120000002', 'celik');

/** An IBAN of this bank's code with no account behind it. */
export const UNKNOWN_OWN_IBAN = buildCroatianIban('299999', '110000099');

/** A customer at another (fictitious) bank; the account base's last digits pick clearing's answer. */
export function buildOtherBankIban(accountBase: string): string {
  return buildCroatianIban('249999', accountBase);
}

let orderCount = 0;

/** A well-formed order from Slavonska's main account; a test overrides what it is about. */
export function buildOrderRequest(overrides: Partial<TCoreOrderRequest> = {}): TCoreOrderRequest {
  orderCount += 1;
  return {
    companyId: SLAVONSKA_MAIN.companyId,
    debtorAccountId: SLAVONSKA_MAIN.id,
    creditor: { iban: buildOtherBankIban('000001000'), name: 'Dobavljač d.o.o.' },
    amountMinor: 125_00n,
    currency: 'EUR',
    urgency: 'NORMAL',
    requestedExecutionDate: '2026-01-01',
    description: `Plaćanje računa ${orderCount}`,
    debtorReference: 'HR99',
    creditorReference: 'HR01 1234-20261',
    sourceReference: `payment-${orderCount}`,
    idempotencyKey: `test-order-${orderCount}-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

export type TBalances = Record<string, bigint>;

export async function readBalances(database: TDatabase, accountId: string): Promise<TBalances> {
  const result = await database.db.execute<{ balance_type: string; amount: string }>(sql`
    SELECT balance_type, amount_minor::text AS amount FROM account_balances WHERE account_id = ${accountId}`);
  return Object.fromEntries(result.rows.map((row) => [row.balance_type, BigInt(row.amount)]));
}

/**
 * Everything that must hold of the books, as rows that break it (empty when all is well): each
 * booking sums to zero per currency, each account's BOOKED is the sum of its postings, each bank
 * ledger account's balance too, RESERVED_BY_* are the active reservations, and no account is
 * below its overdraft.
 */
export async function findBookInconsistencies(database: TDatabase): Promise<unknown[]> {
  const checks = [
    sql`SELECT 'unbalanced' AS problem, booking_id::text AS id FROM postings
        GROUP BY booking_id, currency HAVING sum(amount_minor) <> 0`,
    sql`SELECT 'booked' AS problem, a.id::text FROM accounts a
        JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
        LEFT JOIN (SELECT account_id, sum(amount_minor) AS total FROM postings GROUP BY account_id) p
          ON p.account_id = a.id
        WHERE b.amount_minor <> coalesce(p.total, 0)`,
    sql`SELECT 'bank' AS problem, l.id::text FROM bank_ledger_accounts l
        LEFT JOIN (SELECT bank_account_id, sum(amount_minor) AS total FROM postings GROUP BY bank_account_id) p
          ON p.bank_account_id = l.id
        WHERE l.balance_minor <> coalesce(p.total, 0)`,
    sql`SELECT 'reserved' AS problem, b.account_id::text AS id FROM account_balances b
        LEFT JOIN (SELECT account_id, kind, sum(amount_minor) AS total FROM reservations
                   WHERE status = 'ACTIVE' GROUP BY account_id, kind) r
          ON r.account_id = b.account_id AND b.balance_type = 'RESERVED_BY_' || r.kind
        WHERE b.balance_type LIKE 'RESERVED_BY_%' AND b.amount_minor <> coalesce(r.total, 0)`,
    sql`SELECT 'overdraft' AS problem, a.id::text FROM accounts a
        JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
        JOIN account_balances r ON r.account_id = a.id AND r.balance_type = 'RESERVED'
        WHERE a.status = 'ACTIVE' AND b.amount_minor - r.amount_minor + a.overdraft_limit_minor < 0`,
  ];
  const problems: unknown[] = [];
  for (const check of checks) problems.push(...(await database.db.execute(check)).rows);
  return problems;
}

/** Sum of the customers' booked balances per currency: transfers between them never change it. */
export async function readCustomerTotals(database: TDatabase): Promise<Record<string, bigint>> {
  const result = await database.db.execute<{ currency: string; total: string }>(sql`
    SELECT a.currency, sum(b.amount_minor)::text AS total
    FROM accounts a JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
    GROUP BY a.currency ORDER BY a.currency`);
  return Object.fromEntries(result.rows.map((row) => [row.currency, BigInt(row.total)]));
}

import { sql, type SQL } from 'drizzle-orm';
import type { TIsoDate } from '@poslovno/domain';
import type { TTx } from '../../platform/db/database';
import { statements } from './statements.schema';

/** One account's postings of one value date that no individual statement covers yet. */
export interface TPendingTurnoverRow {
  accountId: string;
  companyId: string;
  currency: string;
  valueDate: TIsoDate;
  debitMinor: bigint;
  creditMinor: bigint;
  debitCount: number;
  creditCount: number;
}

/**
 * Per account and value date, the turnover after the account's newest individual statement up to
 * `throughDate`; with `bookedUpTo`, only postings booked until then (an intraday statement). One
 * index range per account (postings_account_value_idx), however long the ledger.
 */
export async function selectPendingTurnover(
  tx: TTx,
  range: { throughDate: TIsoDate; bookedUpTo?: Date },
): Promise<TPendingTurnoverRow[]> {
  const bookedUpTo =
    range.bookedUpTo === undefined ? sql`` : sql`AND p.booked_at <= ${range.bookedUpTo}`;
  const result = await tx.execute<{
    account_id: string;
    company_id: string;
    currency: string;
    value_date: string;
    debit_minor: string;
    credit_minor: string;
    debit_count: number;
    credit_count: number;
  }>(sql`
    SELECT a.id AS account_id, a.company_id, a.currency, d.value_date,
      d.debit_minor, d.credit_minor, d.debit_count, d.credit_count
    FROM accounts a
    CROSS JOIN LATERAL (
      SELECT max(s.statement_date) AS last_date FROM statements s
      WHERE s.account_id = a.id AND s.type = 'INDIVIDUAL') last
    CROSS JOIN LATERAL (
      SELECT p.value_date,
        coalesce(sum(-p.amount_minor) FILTER (WHERE p.amount_minor < 0), 0)::text AS debit_minor,
        coalesce(sum(p.amount_minor) FILTER (WHERE p.amount_minor > 0), 0)::text AS credit_minor,
        (count(*) FILTER (WHERE p.amount_minor < 0))::int AS debit_count,
        (count(*) FILTER (WHERE p.amount_minor > 0))::int AS credit_count
      FROM postings p
      WHERE p.account_id = a.id AND p.value_date > coalesce(last.last_date, '-infinity'::date)
        AND p.value_date <= ${range.throughDate}::date ${bookedUpTo}
      GROUP BY p.value_date) d
    ORDER BY a.id, d.value_date`);
  return result.rows.map((row) => ({
    accountId: row.account_id,
    companyId: row.company_id,
    currency: row.currency.trim(),
    valueDate: row.value_date,
    debitMinor: BigInt(row.debit_minor),
    creditMinor: BigInt(row.credit_minor),
    debitCount: row.debit_count,
    creditCount: row.credit_count,
  }));
}

function valuesList(rows: SQL[]): SQL {
  return sql.join(rows, sql`, `);
}

/** The booked balance before a value date, per account: the sum of every earlier posting. */
export async function selectBalancesBefore(
  tx: TTx,
  accounts: readonly { accountId: string; beforeDate: TIsoDate }[],
): Promise<Map<string, bigint>> {
  if (accounts.length === 0) return new Map();
  const values = valuesList(
    accounts.map((account) => sql`(${account.accountId}::uuid, ${account.beforeDate}::date)`),
  );
  const result = await tx.execute<{ account_id: string; balance_minor: string }>(sql`
    SELECT v.account_id,
      coalesce((SELECT sum(p.amount_minor) FROM postings p
        WHERE p.account_id = v.account_id AND p.value_date < v.before_date), 0)::text AS balance_minor
    FROM (VALUES ${values}) AS v (account_id, before_date)`);
  return new Map(result.rows.map((row) => [row.account_id, BigInt(row.balance_minor)]));
}

/** The highest number given so far per account and year (individual) or account and day (intraday). */
export async function selectHighestNumbers(
  tx: TTx,
  type: 'INDIVIDUAL' | 'INTRADAY',
  accountIds: readonly string[],
  intradayDate?: TIsoDate,
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const period =
    type === 'INDIVIDUAL' ? sql`s.statement_year::text` : sql`${intradayDate ?? null}::date::text`;
  const result = await tx.execute<{ account_id: string; period: string; number: number }>(sql`
    SELECT s.account_id, ${period} AS period, max(s.number)::int AS number
    FROM statements s
    WHERE s.type = ${type} AND s.account_id IN ${accountIds}
      ${type === 'INTRADAY' ? sql`AND s.statement_date = ${intradayDate ?? null}::date` : sql``}
    GROUP BY s.account_id, 2`);
  return new Map(result.rows.map((row) => [`${row.account_id}/${row.period}`, row.number]));
}

/** The latest intraday statement of the day per account: a new one only when turnover changed. */
export async function selectLatestIntraday(
  tx: TTx,
  onDate: TIsoDate,
  accountIds: readonly string[],
) {
  if (accountIds.length === 0)
    return new Map<string, { debitCount: number; creditCount: number }>();
  const result = await tx.execute<{
    account_id: string;
    debit_count: number;
    credit_count: number;
  }>(
    sql`SELECT DISTINCT ON (s.account_id) s.account_id, s.debit_count, s.credit_count
        FROM statements s
        WHERE s.type = 'INTRADAY' AND s.statement_date = ${onDate}::date AND s.account_id IN ${accountIds}
        ORDER BY s.account_id, s.number DESC`,
  );
  return new Map(
    result.rows.map((row) => [
      row.account_id,
      { debitCount: row.debit_count, creditCount: row.credit_count },
    ]),
  );
}

/** Per account: the newest value date it has postings for, and its BOOKED balance (none: closed). */
export async function selectLedgerEnds(
  tx: TTx,
  accountIds: readonly string[],
): Promise<Map<string, { lastValueDate: TIsoDate | null; bookedMinor: bigint | null }>> {
  if (accountIds.length === 0) return new Map();
  const result = await tx.execute<{
    id: string;
    last_value_date: string | null;
    booked_minor: string | null;
  }>(sql`
    SELECT a.id,
      (SELECT max(p.value_date) FROM postings p WHERE p.account_id = a.id) AS last_value_date,
      (SELECT b.amount_minor::text FROM account_balances b
        WHERE b.account_id = a.id AND b.balance_type = 'BOOKED') AS booked_minor
    FROM accounts a WHERE a.id IN ${accountIds}`);
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        lastValueDate: row.last_value_date,
        bookedMinor: row.booked_minor === null ? null : BigInt(row.booked_minor),
      },
    ]),
  );
}

export type TNewStatement = typeof statements.$inferInsert;

// About 20 parameters a row: well below PostgreSQL's 65,535 per statement.
const INSERT_BATCH_ROWS = 1_000;

export async function insertStatements(tx: TTx, rows: readonly TNewStatement[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS)
    await tx.insert(statements).values(rows.slice(start, start + INSERT_BATCH_ROWS));
}

/**
 * Group statements for every company with them enabled: per currency and statement day, the sum
 * of its accounts' individual statements of that day, numbered on per company, currency and year.
 * Only days after the group's newest statement, up to `throughDate`.
 */
export async function insertGroupStatements(
  tx: TTx,
  { throughDate, createdAt }: { throughDate: TIsoDate; createdAt: Date },
): Promise<number> {
  const result = await tx.execute(sql`
    WITH days AS (
      SELECT i.company_id, i.currency, i.statement_date, i.statement_year,
        min(i.period_from) AS period_from,
        array_agg(i.account_id ORDER BY a.default_order, a.id) AS account_ids,
        sum(i.opening_balance_minor)::bigint AS opening_minor,
        sum(i.closing_balance_minor)::bigint AS closing_minor,
        sum(i.debit_turnover_minor)::bigint AS debit_minor,
        sum(i.credit_turnover_minor)::bigint AS credit_minor,
        sum(i.debit_count)::int AS debit_count,
        sum(i.credit_count)::int AS credit_count
      FROM statements i
      JOIN accounts a ON a.id = i.account_id
      JOIN group_statement_settings g ON g.company_id = i.company_id AND g.is_enabled
      WHERE i.type = 'INDIVIDUAL' AND i.statement_date >= g.enabled_from
        AND i.statement_date <= ${throughDate}::date
        AND i.statement_date > coalesce((SELECT max(gs.statement_date) FROM statements gs
          WHERE gs.type = 'GROUP' AND gs.company_id = i.company_id AND gs.currency = i.currency),
          '-infinity'::date)
      GROUP BY i.company_id, i.currency, i.statement_date, i.statement_year
    )
    INSERT INTO statements (id, company_id, account_id, group_account_ids, type, statement_year,
      number, statement_date, period_from, period_to, currency, opening_balance_minor,
      closing_balance_minor, debit_turnover_minor, credit_turnover_minor, debit_count, credit_count,
      created_at)
    SELECT gen_random_uuid(), d.company_id, NULL, d.account_ids, 'GROUP', d.statement_year,
      row_number() OVER (PARTITION BY d.company_id, d.currency, d.statement_year ORDER BY d.statement_date)
        + coalesce((SELECT max(gs.number) FROM statements gs WHERE gs.type = 'GROUP'
          AND gs.company_id = d.company_id AND gs.currency = d.currency
          AND gs.statement_year = d.statement_year), 0),
      d.statement_date, d.period_from, d.statement_date, d.currency, d.opening_minor,
      d.closing_minor, d.debit_minor, d.credit_minor, d.debit_count, d.credit_count, ${createdAt}
    FROM days d`);
  return result.rowCount ?? 0;
}

/** Intraday statements of closed days: the individual statement of the day replaces them. */
export async function deleteIntradayThrough(tx: TTx, throughDate: TIsoDate): Promise<number> {
  const result = await tx.execute(
    sql`DELETE FROM statements WHERE type = 'INTRADAY' AND statement_date <= ${throughDate}::date`,
  );
  return result.rowCount ?? 0;
}

// One generator at a time, across every server process: the lock lives in PostgreSQL.
const GENERATION_LOCK_KEY = 60_080_001;

export async function lockGeneration(tx: TTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${GENERATION_LOCK_KEY})`);
}

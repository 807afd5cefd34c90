import { sql, type SQL } from 'drizzle-orm';
import { CURRENCY_CODES, getCurrencyDecimals, type TIsoDate } from '@poslovno/domain';
import type { TCompanyScope, TTx } from '../../platform/db/database';
import { isAccountOfPerson } from '../../platform/db/person-accounts';
import { containsText, toContainsPattern } from '../../platform/db/text-search';

/** The filters as the repository applies them, already checked by the service. */
export interface TTransactionFilter {
  accountId?: string;
  from?: TIsoDate;
  to?: TIsoDate;
  /** Absolute amounts as decimal strings, compared in each account's currency. */
  minAmount?: string;
  maxAmount?: string;
  direction?: 'CREDIT' | 'DEBIT';
  counterparty?: string;
  description?: string;
}

/** The keyset position: the last row's value date and posting id (newest first). */
export interface TTransactionKey {
  valueDate: TIsoDate;
  id: bigint;
}

export interface TTransactionRow {
  id: string;
  accountId: string;
  iban: string;
  currency: string;
  amountMinor: bigint;
  kind: string;
  valueDate: TIsoDate;
  bookedAt: Date;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  description: string | null;
  reference: string | null;
  endToEndId: string | null;
}

interface TRawRow extends Record<string, unknown> {
  id: string;
  account_id: string;
  iban: string;
  currency: string;
  amount_minor: string;
  booking_kind: string;
  value_date: string;
  booked_at: string;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  description: string | null;
  reference: string | null;
  end_to_end_id: string | null;
}

// As ISO 8601 text: the driver's own timestamp parsing is not the same on every query path.
const BOOKED_AT_ISO = sql.raw(
  `to_char(p.booked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
);

function toRow(raw: TRawRow): TTransactionRow {
  return {
    id: raw.id,
    accountId: raw.account_id,
    iban: raw.iban,
    currency: raw.currency,
    amountMinor: BigInt(raw.amount_minor),
    kind: raw.booking_kind,
    valueDate: raw.value_date,
    bookedAt: new Date(raw.booked_at),
    counterpartyName: raw.counterparty_name,
    counterpartyIban: raw.counterparty_iban,
    description: raw.description,
    reference: raw.reference,
    endToEndId: raw.end_to_end_id,
  };
}

/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
// Minor units per currency for the amount filter: the currencies whose decimals are not 2.
const DECIMALS_OTHER_THAN_TWO = CURRENCY_CODES.filter((code) => getCurrencyDecimals(code) !== 2);

/** The posting's absolute amount as a decimal of its currency, for comparing with a filter's bound. */
function absoluteDecimalAmount(): SQL {
  const cases = DECIMALS_OTHER_THAN_TWO.map(
    (code) => sql`WHEN ${code} THEN ${getCurrencyDecimals(code)}`,
  );
  const decimals =
    cases.length === 0 ? sql`2` : sql`CASE p.currency ${sql.join(cases, sql` `)} ELSE 2 END`;
  return sql`(abs(p.amount_minor)::numeric / power(10::numeric, ${decimals}))`;
}

function buildConditions(
  scope: TCompanyScope,
  filter: TTransactionFilter,
  after: TTransactionKey | undefined,
): SQL {
  const conditions: SQL[] = [
    sql`p.company_id = ${scope.companyId}`,
    sql`p.account_id IS NOT NULL`,
    isAccountOfPerson(sql`p.account_id`, scope),
  ];
  if (filter.accountId) conditions.push(sql`p.account_id = ${filter.accountId}`);
  if (filter.from) conditions.push(sql`p.value_date >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`p.value_date <= ${filter.to}::date`);
  if (filter.minAmount)
    conditions.push(sql`${absoluteDecimalAmount()} >= ${filter.minAmount}::numeric`);
  if (filter.maxAmount)
    conditions.push(sql`${absoluteDecimalAmount()} <= ${filter.maxAmount}::numeric`);
  if (filter.direction === 'CREDIT') conditions.push(sql`p.amount_minor > 0`);
  if (filter.direction === 'DEBIT') conditions.push(sql`p.amount_minor < 0`);
  if (filter.counterparty) {
    const compactIban = toContainsPattern(filter.counterparty.replace(/\s+/g, '').toUpperCase());
    conditions.push(
      sql`(${containsText(sql`p.counterparty_name`, filter.counterparty)} OR p.counterparty_iban LIKE ${compactIban})`,
    );
  }
  if (filter.description) conditions.push(containsText(sql`p.description`, filter.description));
  if (after) conditions.push(sql`(p.value_date, p.id) < (${after.valueDate}::date, ${after.id})`);
  return sql.join(conditions, sql` AND `);
}

/** One page of transactions, newest first: value date, then posting id, both descending. */
export async function selectTransactions(
  tx: TTx,
  scope: TCompanyScope,
  filter: TTransactionFilter,
  page: { after: TTransactionKey | undefined; limit: number },
): Promise<TTransactionRow[]> {
  const result = await tx.execute<TRawRow>(sql`
    SELECT p.id::text AS id, p.account_id, a.iban, p.currency, p.amount_minor::text AS amount_minor,
      p.booking_kind, p.value_date::text AS value_date, ${BOOKED_AT_ISO} AS booked_at, p.counterparty_name,
      p.counterparty_iban, p.description, p.reference, p.end_to_end_id
    FROM postings p JOIN accounts a ON a.id = p.account_id
    WHERE ${buildConditions(scope, filter, page.after)}
    ORDER BY p.value_date DESC, p.id DESC
    LIMIT ${page.limit}`);
  return result.rows.map(toRow);
}

/** One transaction the person may see, or none (another company's id is simply not found). */
export async function selectTransaction(
  tx: TTx,
  scope: TCompanyScope,
  id: bigint,
): Promise<TTransactionRow | undefined> {
  const result = await tx.execute<TRawRow>(sql`
    SELECT p.id::text AS id, p.account_id, a.iban, p.currency, p.amount_minor::text AS amount_minor,
      p.booking_kind, p.value_date::text AS value_date, ${BOOKED_AT_ISO} AS booked_at, p.counterparty_name,
      p.counterparty_iban, p.description, p.reference, p.end_to_end_id
    FROM postings p JOIN accounts a ON a.id = p.account_id
    WHERE ${buildConditions(scope, {}, undefined)} AND p.id = ${id}`);
  const [raw] = result.rows;
  return raw ? toRow(raw) : undefined;
}

/**
 * Every transaction the filter matches, newest first, read in keyset batches inside the caller's
 * transaction: an export of 100,000 rows holds one batch in memory, not 100,000 rows.
 */
export async function* iterateTransactions(
  tx: TTx,
  scope: TCompanyScope,
  filter: TTransactionFilter,
  batchSize: number,
): AsyncGenerator<TTransactionRow> {
  let after: TTransactionKey | undefined;
  for (;;) {
    const rows = await selectTransactions(tx, scope, filter, { after, limit: batchSize });
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { valueDate: last.valueDate, id: BigInt(last.id) };
  }
}

/** Money in and out per calendar month of one account's value dates, from `from` on. */
export async function selectMonthlyTurnover(
  tx: TTx,
  scope: TCompanyScope,
  accountId: string,
  range: { from: TIsoDate; to: TIsoDate },
): Promise<
  {
    month: string;
    incomingMinor: bigint;
    outgoingMinor: bigint;
    incomingCount: number;
    outgoingCount: number;
  }[]
> {
  const result = await tx.execute<{
    month: string;
    incoming_minor: string;
    outgoing_minor: string;
    incoming_count: number;
    outgoing_count: number;
  }>(sql`
    SELECT to_char(p.value_date, 'YYYY-MM') AS month,
      coalesce(sum(p.amount_minor) FILTER (WHERE p.amount_minor > 0), 0)::text AS incoming_minor,
      coalesce(-sum(p.amount_minor) FILTER (WHERE p.amount_minor < 0), 0)::text AS outgoing_minor,
      count(*) FILTER (WHERE p.amount_minor > 0)::int AS incoming_count,
      count(*) FILTER (WHERE p.amount_minor < 0)::int AS outgoing_count
    FROM postings p
    WHERE ${buildConditions(scope, { accountId, from: range.from, to: range.to }, undefined)}
      AND p.booking_kind <> 'OPENING'
    GROUP BY 1 ORDER BY 1`);
  return result.rows.map((row) => ({
    month: row.month,
    incomingMinor: BigInt(row.incoming_minor),
    outgoingMinor: BigInt(row.outgoing_minor),
    incomingCount: row.incoming_count,
    outgoingCount: row.outgoing_count,
  }));
}

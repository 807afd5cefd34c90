import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  executePrepared,
  executePreparedArrays,
  type TExecutor,
  type TPreparedStatement,
  type TTx,
} from '../platform/db/database';
import { assert, type TExchangeRate } from '@poslovno/domain';
import { accountBalances, bankProfile, bookings, reservations } from '../platform/db/schema';

/** An account as the ledger locks it: status, currency, overdraft and the balances it keeps. */
export interface TLedgerAccountRow {
  id: string;
  companyId: string;
  iban: string;
  /** The owning company's name: the counterparty the other side of a transfer sees. */
  ownerName: string;
  currency: string;
  status: string;
  overdraftLimitMinor: bigint;
  /** Null when the core keeps no balances for the account (a closed one). */
  bookedMinor: bigint | null;
  reservedMinor: bigint;
}

type TLedgerAccountRaw = {
  id: string;
  company_id: string;
  iban: string;
  owner_name: string;
  currency: string;
  status: string;
  overdraft_limit_minor: string;
  booked_minor: string | null;
  reserved_minor: string | null;
  is_core_available: boolean;
};

function toLedgerAccountRow(row: TLedgerAccountRaw): TLedgerAccountRow {
  return {
    id: row.id,
    companyId: row.company_id,
    iban: row.iban,
    ownerName: row.owner_name,
    currency: row.currency,
    status: row.status,
    overdraftLimitMinor: BigInt(row.overdraft_limit_minor),
    bookedMinor: row.booked_minor === null ? null : BigInt(row.booked_minor),
    reservedMinor: BigInt(row.reserved_minor ?? '0'),
  };
}

/** The accounts a booking touches, locked, and whether the core answers, read in one go. */
export interface TLockedLedger {
  accounts: Map<string, TLedgerAccountRow>;
  isCoreAvailable: boolean;
}

/**
 * A statement's text for numbers of rows: one text (and one prepared statement) per combination of
 * counts, each value a parameter of its own. Array parameters would give one text for every count,
 * but their generic plan guesses ten elements and loses to a custom plan, so PostgreSQL would plan
 * them anew on every call (measured: half the ledger's throughput).
 */
function memoizeByCounts<TCounts extends number[]>(
  build: (...counts: TCounts) => TPreparedStatement,
): (...counts: TCounts) => TPreparedStatement {
  const statements = new Map<string, TPreparedStatement>();
  return (...counts) => {
    const key = counts.join('-');
    let statement = statements.get(key);
    if (!statement) {
      statement = build(...counts);
      statements.set(key, statement);
    }
    return statement;
  };
}

/** "$first::uuid, …": the placeholders of parameters from `first`, one per type, with their types. */
function parameterList(first: number, types: readonly string[]): string {
  return types.map((type, index) => `$${first + index}${type}`).join(', ');
}

/**
 * The locked accounts as two CTEs, `locked_balances` and `locked`: the accounts' BOOKED and
 * RESERVED rows (which every posting and reservation changes) FOR UPDATE in one fixed order,
 * account by account, so two transfers between the same accounts in opposite directions queue
 * instead of deadlocking; then the account's details and the core's availability beside them.
 * The lock is a query of its own on the balances alone: a lock that waited reads the rows again
 * once it is granted (as the previous holder left them), and PostgreSQL does that by running the
 * locking query again, which for a bare index scan is cheap (with the details joined in, it was a
 * sixth of PostgreSQL's time per transfer on busy accounts).
 */
function lockedAccountsCtes(idParameters: string): string {
  return `
    locked_balances AS MATERIALIZED (
      SELECT account_id, balance_type, amount_minor FROM account_balances
      WHERE account_id IN (${idParameters}) AND balance_type IN ('BOOKED', 'RESERVED')
      ORDER BY account_id, balance_type
      FOR UPDATE
    ),
    locked AS MATERIALIZED (
      SELECT a.id, a.company_id, a.iban, c.name AS owner_name, a.currency, a.status,
        a.overdraft_limit_minor, bk.amount_minor AS booked_minor, rs.amount_minor AS reserved_minor,
        coalesce((SELECT p.is_core_available FROM bank_profile p LIMIT 1), false)
          AS is_core_available
      FROM locked_balances bk
      JOIN locked_balances rs ON rs.account_id = bk.account_id AND rs.balance_type = 'RESERVED'
      JOIN accounts a ON a.id = bk.account_id
      JOIN companies c ON c.id = a.company_id
      WHERE bk.balance_type = 'BOOKED'
    )`;
}

/** The columns of a locked account as the ledger reads them (bigints as text). */
const LOCKED_ACCOUNT_COLUMNS = `a.id, a.company_id, a.iban, a.owner_name, a.currency, a.status,
      a.overdraft_limit_minor::text, a.booked_minor::text, a.reserved_minor::text,
      a.is_core_available`;

const lockLedgerAccountsStatement = memoizeByCounts((count: number) => ({
  name: `ledger-lock-accounts-${count}`,
  text: `
    WITH ${lockedAccountsCtes(parameterList(1, Array<string>(count).fill('::uuid')))}
    SELECT ${LOCKED_ACCOUNT_COLUMNS} FROM locked a ORDER BY a.id`,
}));

/**
 * The ledger as locked: the rows the lock returned, and the accounts it could not lock read
 * without it (an account the core keeps no balances for, a closed one, has nothing to lock).
 */
async function completeLockedLedger(
  tx: TExecutor,
  accountIds: readonly string[],
  lockedRows: readonly TLedgerAccountRaw[],
): Promise<TLockedLedger> {
  const rows = [...lockedRows];
  const missing = accountIds.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0 || rows.length === 0) {
    const unlocked = await tx.execute<TLedgerAccountRaw>(sql`
      SELECT a.id, a.company_id, a.iban, c.name AS owner_name, a.currency, a.status,
        a.overdraft_limit_minor::text, NULL AS booked_minor, NULL AS reserved_minor,
        coalesce((SELECT p.is_core_available FROM bank_profile p LIMIT 1), false)
          AS is_core_available
      FROM accounts a JOIN companies c ON c.id = a.company_id
      WHERE a.id IN ${missing.length > 0 ? missing : accountIds}`);
    rows.push(...unlocked.rows.filter((row) => !rows.some((known) => known.id === row.id)));
  }
  return {
    accounts: new Map(rows.map((row) => [row.id, toLedgerAccountRow(row)])),
    isCoreAvailable:
      rows.length > 0
        ? rows.every((row) => row.is_core_available)
        : await selectCoreAvailability(tx),
  };
}

/**
 * Locks the balances of the accounts a reservation or a check touches, as a booking's write does
 * (see lockedAccountsCtes), in one round trip.
 */
export async function lockLedgerAccounts(
  tx: TTx,
  accountIds: readonly string[],
): Promise<TLockedLedger> {
  const sortedIds = [...new Set(accountIds)].sort();
  const locked = await executePrepared<TLedgerAccountRaw>(
    tx,
    lockLedgerAccountsStatement(sortedIds.length),
    sortedIds,
  );
  return completeLockedLedger(tx, sortedIds, locked);
}

export async function findBookingByIdempotencyKey(
  tx: TExecutor,
  idempotencyKey: string,
): Promise<{ id: string; requestHash: string | null } | undefined> {
  const [row] = await tx
    .select({ id: bookings.id, requestHash: bookings.requestHash })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, idempotencyKey));
  return row;
}

export type TBookingKind =
  'OPENING' | 'TRANSFER' | 'PAYMENT_OUT' | 'PAYMENT_IN' | 'FEE' | 'RETURN' | 'CARD';

export interface TNewBooking {
  kind: TBookingKind;
  bookedAt: Date;
  valueDate: string;
  description: string;
  idempotencyKey?: { key: string; requestHash: string };
  /** A cross-currency booking: the effective rate applied (6 decimals) and the conversion fee. */
  exchangeRate?: string;
  crossCurrencyFeeMinor?: bigint;
}

export type TBankLedgerCode = 'OPENING_EQUITY' | 'FX_POSITION' | 'FEE_INCOME' | 'CLEARING';

export type TReservationKind = 'PAYMENT' | 'CARD_TRANSACTION' | 'ENFORCEMENT';

const RESERVED_BALANCE_OF: Record<TReservationKind, string> = {
  PAYMENT: 'RESERVED_BY_PAYMENT',
  CARD_TRANSACTION: 'RESERVED_BY_CARD_TRANSACTION',
  ENFORCEMENT: 'RESERVED_BY_ENFORCEMENT',
};

/** Money set aside or given back: its own reservation type and RESERVED move with it, EXPECTED against it. */
export async function adjustReservedBalances(
  tx: TTx,
  accountId: string,
  kind: TReservationKind,
  deltaMinor: bigint,
): Promise<void> {
  await tx
    .update(accountBalances)
    .set({
      amountMinor: sql`${accountBalances.amountMinor} + CASE WHEN ${accountBalances.balanceType} = 'EXPECTED' THEN ${-deltaMinor}::bigint ELSE ${deltaMinor}::bigint END`,
    })
    .where(
      and(
        eq(accountBalances.accountId, accountId),
        inArray(accountBalances.balanceType, [RESERVED_BALANCE_OF[kind], 'RESERVED', 'EXPECTED']),
      ),
    );
}

export interface TReservationRow {
  id: string;
  accountId: string;
  kind: TReservationKind;
  currency: string;
  amountMinor: bigint;
  status: string;
  requestHash: string | null;
}

const reservationColumns = {
  id: reservations.id,
  accountId: reservations.accountId,
  kind: sql<TReservationKind>`${reservations.kind}`,
  currency: reservations.currency,
  amountMinor: reservations.amountMinor,
  status: reservations.status,
  requestHash: reservations.requestHash,
};

export async function findReservationByIdempotencyKey(
  tx: TTx,
  idempotencyKey: string,
): Promise<TReservationRow | undefined> {
  const [row] = await tx
    .select(reservationColumns)
    .from(reservations)
    .where(eq(reservations.idempotencyKey, idempotencyKey));
  return row;
}

/** Read under the account's lock, so its status cannot change before this transaction ends. */
export async function findReservation(
  tx: TTx,
  reservationId: string,
): Promise<TReservationRow | undefined> {
  const [row] = await tx
    .select(reservationColumns)
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row;
}

export type TNewReservation = Omit<TReservationRow, 'id' | 'status' | 'requestHash'> & {
  companyId: string;
  reference: string;
  createdAt: Date;
  idempotencyKey?: { key: string; requestHash: string };
};

export async function insertReservation(tx: TTx, reservation: TNewReservation): Promise<string> {
  const id = await insertReservationUnlessKeyUsed(tx, reservation);
  if (id === undefined) throw new Error('a reservation without an idempotency key cannot conflict');
  return id;
}

/** Inserts the reservation, or nothing when its idempotency key is taken (the caller replays). */
export async function insertReservationUnlessKeyUsed(
  tx: TTx,
  reservation: TNewReservation,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(reservations)
    .values({
      id: randomUUID(),
      accountId: reservation.accountId,
      companyId: reservation.companyId,
      kind: reservation.kind,
      currency: reservation.currency,
      amountMinor: reservation.amountMinor,
      status: 'ACTIVE',
      reference: reservation.reference,
      createdAt: reservation.createdAt,
      idempotencyKey: reservation.idempotencyKey?.key ?? null,
      requestHash: reservation.idempotencyKey?.requestHash ?? null,
    })
    .onConflictDoNothing({ target: reservations.idempotencyKey })
    .returning({ id: reservations.id });
  return row?.id;
}

export async function closeReservation(
  tx: TTx,
  reservationId: string,
  closing: { status: 'RELEASED' | 'CONSUMED'; closedAt: Date; bookingId?: string },
): Promise<void> {
  await tx
    .update(reservations)
    .set({
      status: closing.status,
      closedAt: closing.closedAt,
      bookingId: closing.bookingId ?? null,
    })
    .where(and(eq(reservations.id, reservationId), eq(reservations.status, 'ACTIVE')));
}

/** The rate list in force on a date: per currency, the newest list valid from that day or before. */
export async function readExchangeRates(tx: TExecutor, onDate: string): Promise<TExchangeRate[]> {
  const result = await tx.execute<{ currency: string; buy: string; middle: string; sell: string }>(
    sql`SELECT DISTINCT ON (currency) currency, buy::text AS buy, middle::text AS middle, sell::text AS sell
        FROM exchange_rates WHERE valid_from <= ${onDate}
        ORDER BY currency, valid_from DESC`,
  );
  return result.rows.map((row) => ({
    currency: row.currency,
    buy: trimDecimal(row.buy),
    middle: trimDecimal(row.middle),
    sell: trimDecimal(row.sell),
  }));
}

// numeric(15,6) comes back as "1.085000"; the rule reads the plain decimal.
function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** A customer's leg: what the account's holder sees of it as a transaction. */
export interface TAccountLeg {
  accountId: string;
  /** The currency the leg is in: the write checks that the account keeps it. */
  currency: string;
  amountMinor: bigint;
  description: string;
  /**
   * Who the holder sees on the other side: another account at this bank (its holder's name and
   * IBAN as the lock reads them), someone at another bank, or nobody (the bank's own fee).
   */
  counterparty: { accountId: string } | { name: string | null; iban: string | null };
  reference: string | null;
  endToEndId: string | null;
}

/** The bank's side of a booking: its ledger account for a purpose and currency, made on first use. */
export interface TBankLeg {
  code: TBankLedgerCode;
  currency: string;
  amountMinor: bigint;
}

const BOOKING_PARAMETER_TYPES = [
  '::uuid',
  '',
  '::timestamptz',
  '::date',
  '',
  '',
  '',
  '::numeric',
  '::bigint',
] as const;
/** The parameters of one customer leg, in the order of the write's VALUES rows. */
const ACCOUNT_LEG_PARAMETER_TYPES = [
  '::uuid',
  '',
  '::bigint',
  '',
  '::uuid',
  '',
  '',
  '',
  '',
] as const;
const BANK_LEG_PARAMETER_TYPES = ['', '', '::bigint'] as const;

/**
 * One transfer's parameters: the booking's, the reservation its debit consumes (0 for none), its
 * customer legs', its bank legs'. A statement of several transfers repeats the block per transfer.
 */
const CONSUMED_RESERVATION_PARAMETER = BOOKING_PARAMETER_TYPES.length + 1;

function transferParameterCount(accountLegCount: number, bankLegCount: number): number {
  return (
    CONSUMED_RESERVATION_PARAMETER +
    accountLegCount * ACCOUNT_LEG_PARAMETER_TYPES.length +
    bankLegCount * BANK_LEG_PARAMETER_TYPES.length
  );
}

/**
 * The VALUES rows of `count` legs of each of `transferCount` transfers, each row led by its
 * transfer's number (1, 2, …); a leg's parameters start `legsFirst` after its transfer's block.
 */
function legRows(
  transferCount: number,
  blockSize: number,
  legsFirst: number,
  count: number,
  types: readonly string[],
): string {
  return Array.from({ length: transferCount }, (_, transfer) =>
    Array.from(
      { length: count },
      (_, leg) =>
        `(${transfer + 1}, ${parameterList(transfer * blockSize + legsFirst + 1 + leg * types.length, types)})`,
    ),
  )
    .flat()
    .join(', ');
}

/**
 * The write of `transferCount` bookings of the same shape (`accountLegCount` customer legs and
 * `bankLegCount` legs on the bank's own ledger accounts each), in one statement and one round
 * trip, so that it can be a transaction of its own and hold the accounts' locks only while
 * PostgreSQL runs it:
 * - `locked` locks and reads the customer accounts of all of them first (see lockedAccountsCtes;
 *   every other part reads it, so it runs to the end before anything is written);
 * - `legs` are the customer legs whose account was locked in the leg's currency; the bookings are
 *   inserted only when every leg has one (a missing or closed account, or one in another
 *   currency, writes nothing) and every leg is allowed: the core answers, a debited account is
 *   ACTIVE and has the amount available (booked, less reserved, plus the overdraft, plus the
 *   reservation the debit consumes), a credited one is not CLOSED. This is the guard of the
 *   domain's checkDebit and checkCredit, which the caller judges the answer by: the two must agree
 *   (ledger-guard.int.test.ts compares them over generated accounts). Of several transfers, each
 *   is judged on the booked balance the ones before it leave (`booked_before`), as if they ran one
 *   after the other in their order; one refusal writes none of them;
 * - a single booking yields to a taken idempotency key (a request holding the same key is waited
 *   for); of several, a taken key fails the statement, which writes nothing; without a booking
 *   row, nothing else is written either;
 * - the customer legs move their BOOKED and EXPECTED balances (each row once, by the legs' sum),
 *   the bank's legs its ledger accounts' balances, and all postings go in with one INSERT, as the
 *   database's balance check (once per statement, migration 0009) requires.
 * The answer of one transfer is the locked accounts as they were before the write, with the
 * verdict and the new booking's id; of several, each leg's account as its transfer found it.
 */
const writeBookingStatement = memoizeByCounts(
  (accountLegCount: number, bankLegCount: number, transferCount: number) => {
    const isSingle = transferCount === 1;
    const blockSize = transferParameterCount(accountLegCount, bankLegCount);
    const accountLegsFirst = CONSUMED_RESERVATION_PARAMETER;
    const bankLegsFirst = accountLegsFirst + accountLegCount * ACCOUNT_LEG_PARAMETER_TYPES.length;
    const accountIdParameters = Array.from({ length: transferCount }, (_, transfer) =>
      Array.from(
        { length: accountLegCount },
        (_, leg) =>
          `$${transfer * blockSize + accountLegsFirst + 1 + leg * ACCOUNT_LEG_PARAMETER_TYPES.length}::uuid`,
      ),
    )
      .flat()
      .join(', ');
    // The booked balance a transfer is judged on: the locked one, moved by the legs before it.
    const bookedBefore = isSingle
      ? 'a.booked_minor'
      : `(a.booked_minor + coalesce(sum(l.amount_minor) OVER earlier, 0))`;
    // Where each leg's booking and its columns come from: the parameters of the one transfer,
    // or, of several, the `transfers` rows joined by the transfer's number (`seq`).
    const source = isSingle
      ? {
          ctes: '',
          // The answer is the locked accounts themselves.
          answeredColumns: '',
          consumed: `$${CONSUMED_RESERVATION_PARAMETER}::bigint`,
          legsJoin: '',
          withBooking: 'CROSS JOIN booking',
          columns: 'booking.id, $2, $4::date, $3::timestamptz',
          bookingRows: `SELECT ${parameterList(1, BOOKING_PARAMETER_TYPES)}
      FROM verdict WHERE is_fit AND is_allowed
      ON CONFLICT (idempotency_key) DO NOTHING`,
        }
      : {
          ctes: `transfers (seq, id, kind, booked_at, value_date, description, idempotency_key,
        request_hash, exchange_rate, cross_currency_fee_minor, consumed_minor) AS (
      VALUES ${Array.from(
        { length: transferCount },
        (_, transfer) =>
          `(${transfer + 1}, ${parameterList(transfer * blockSize + 1, [...BOOKING_PARAMETER_TYPES, '::bigint'])})`,
      ).join(', ')}
    ),`,
          // The answer is each leg's account as its transfer found it.
          answeredColumns: `
        l.seq, a.iban, a.owner_name, a.currency AS account_currency, a.status,
        a.overdraft_limit_minor, a.reserved_minor, a.is_core_available,
        ${bookedBefore} AS booked_before,`,
          consumed: 't.consumed_minor',
          legsJoin: '\n      JOIN transfers t USING (seq)',
          withBooking: 'JOIN transfers t USING (seq) JOIN booking ON booking.id = t.id',
          columns: 't.id, t.kind, t.value_date, t.booked_at',
          bookingRows: `SELECT t.id, t.kind, t.booked_at, t.value_date, t.description, t.idempotency_key,
        t.request_hash, t.exchange_rate, t.cross_currency_fee_minor
      FROM transfers t CROSS JOIN verdict WHERE is_fit AND is_allowed`,
        };
    const bankLegs = `
    bank_legs (seq, code, currency, amount_minor) AS (
      VALUES ${legRows(transferCount, blockSize, bankLegsFirst, bankLegCount, BANK_LEG_PARAMETER_TYPES)}
    ),
    bank_accounts AS (
      INSERT INTO bank_ledger_accounts AS a (id, code, currency, balance_minor)
      SELECT gen_random_uuid(), l.code, l.currency, sum(l.amount_minor)
      FROM bank_legs l ${source.withBooking}
      GROUP BY l.code, l.currency
      ON CONFLICT (code, currency) DO UPDATE SET balance_minor = a.balance_minor + EXCLUDED.balance_minor
      RETURNING id, code, currency
    ),`;
    const postedRows = [
      `SELECT ${source.columns}, l.account_id, l.company_id, NULL::uuid,
        l.currency, l.amount_minor, l.description, l.counterparty_name, l.counterparty_iban,
        l.reference, l.end_to_end_id
      FROM legs l ${source.withBooking}`,
      bankLegCount > 0 &&
        `SELECT ${source.columns}, NULL::uuid, NULL::uuid, a.id, l.currency,
        l.amount_minor, NULL, NULL, NULL, NULL, NULL
      FROM bank_legs l ${source.withBooking} JOIN bank_accounts a USING (code, currency)`,
    ].filter((select) => select !== false);
    // Each balance row is updated once: by its one leg, or by the sum of the transfers' legs.
    const balanceMoves = isSingle
      ? `legs l CROSS JOIN booking`
      : `(SELECT l.account_id, sum(l.amount_minor)::bigint AS amount_minor
          FROM legs l ${source.withBooking}
          GROUP BY l.account_id) l`;
    const answer = isSingle
      ? `SELECT ${LOCKED_ACCOUNT_COLUMNS}, v.is_fit, v.is_allowed, (SELECT id FROM booking) AS booking_id
    FROM locked a CROSS JOIN verdict v
    ORDER BY a.id`
      : `SELECT l.seq, l.account_id AS id, l.company_id, l.iban, l.owner_name, l.account_currency AS currency,
      l.status, l.overdraft_limit_minor::text, l.booked_before::text AS booked_minor,
      l.reserved_minor::text, l.is_core_available, v.is_fit, v.is_allowed,
      (SELECT count(*)::int FROM booking) AS booked_count
    FROM legs l CROSS JOIN verdict v
    ORDER BY l.seq, l.account_id`;
    return {
      name: `ledger-write-booking-${accountLegCount}-${bankLegCount}${isSingle ? '' : `-x${transferCount}`}`,
      text: `
    WITH ${source.ctes}account_legs (seq, account_id, currency, amount_minor, description, counterparty_account_id,
        counterparty_name, counterparty_iban, reference, end_to_end_id) AS (
      VALUES ${legRows(transferCount, blockSize, accountLegsFirst, accountLegCount, ACCOUNT_LEG_PARAMETER_TYPES)}
    ),
    ${lockedAccountsCtes(accountIdParameters)},
    legs AS MATERIALIZED (
      SELECT l.account_id, a.company_id, l.currency, l.amount_minor, l.description,
        CASE WHEN l.counterparty_account_id IS NULL THEN l.counterparty_name ELSE other.owner_name
          END AS counterparty_name,
        CASE WHEN l.counterparty_account_id IS NULL THEN l.counterparty_iban ELSE other.iban
          END AS counterparty_iban,
        l.reference, l.end_to_end_id,${source.answeredColumns}
        a.is_core_available AND CASE
          WHEN l.amount_minor < 0 THEN a.status = 'ACTIVE' AND -l.amount_minor <=
            ${bookedBefore} - a.reserved_minor + a.overdraft_limit_minor + ${source.consumed}
          ELSE a.status <> 'CLOSED'
        END AS is_allowed
      FROM account_legs l${source.legsJoin}
      JOIN locked a ON a.id = l.account_id AND a.currency = l.currency
      LEFT JOIN locked other ON other.id = l.counterparty_account_id${
        isSingle
          ? ''
          : `
      WINDOW earlier AS (PARTITION BY l.account_id ORDER BY l.seq
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`
      }
    ),
    verdict AS (
      SELECT count(*) = ${accountLegCount * transferCount} AS is_fit,
        coalesce(bool_and(is_allowed), false) AS is_allowed
      FROM legs
    ),
    booking AS (
      INSERT INTO bookings (id, kind, booked_at, value_date, description, idempotency_key,
        request_hash, exchange_rate, cross_currency_fee_minor)
      ${source.bookingRows}
      RETURNING id
    ),
    balances AS (
      UPDATE account_balances b SET amount_minor = b.amount_minor + l.amount_minor
      FROM ${balanceMoves}
      WHERE b.account_id = l.account_id AND b.balance_type IN ('BOOKED', 'EXPECTED')
    ),${bankLegCount > 0 ? bankLegs : ''}
    posted AS (
      INSERT INTO postings (booking_id, booking_kind, value_date, booked_at, account_id, company_id,
        bank_account_id, currency, amount_minor, description, counterparty_name, counterparty_iban,
        reference, end_to_end_id)
      ${postedRows.join('\n      UNION ALL\n      ')}
    )
    ${answer}`,
    };
  },
);

/** What a booking's write did. */
export type TBookingWrite =
  | { status: 'BOOKED'; bookingId: string }
  /** The idempotency key has its booking already: nothing was written. */
  | { status: 'KEY_TAKEN' }
  /** An account of a leg is missing, closed or keeps another currency: nothing was written. */
  | { status: 'NOT_FITTED' }
  /** The core is unavailable or an account's rules refuse its leg: nothing was written. */
  | { status: 'REFUSED' };

/** A booking with its legs, as written by lockAndWriteBooking(s). */
export interface TBookingToWrite {
  booking: TNewBooking;
  accountLegs: readonly TAccountLeg[];
  bankLegs: readonly TBankLeg[];
  /** The reservation the debit consumes (0 for none). */
  consumedReservationMinor?: bigint;
}

/** A booking's parameters, in the order of the write's placeholders, appended to `into`. */
function pushWriteParameters(
  into: unknown[],
  { booking, accountLegs, bankLegs, consumedReservationMinor = 0n }: TBookingToWrite,
): void {
  into.push(
    randomUUID(),
    booking.kind,
    booking.bookedAt.toISOString(),
    booking.valueDate,
    booking.description,
    booking.idempotencyKey?.key ?? null,
    booking.idempotencyKey?.requestHash ?? null,
    booking.exchangeRate ?? null,
    booking.crossCurrencyFeeMinor ?? null,
    consumedReservationMinor,
  );
  for (const leg of accountLegs) {
    into.push(
      leg.accountId,
      leg.currency,
      leg.amountMinor,
      leg.description,
      'accountId' in leg.counterparty ? leg.counterparty.accountId : null,
      'accountId' in leg.counterparty ? null : leg.counterparty.name,
      'accountId' in leg.counterparty ? null : leg.counterparty.iban,
      leg.reference,
      leg.endToEndId,
    );
  }
  for (const leg of bankLegs) into.push(leg.code, leg.currency, leg.amountMinor);
}

function assertWritable({ accountLegs, bankLegs }: TBookingToWrite): void {
  assert(accountLegs.length >= 1, 'a booking has a customer leg');
  assert(accountLegs.length + bankLegs.length >= 2, 'a booking has two sides');
}

/**
 * Locks the accounts of a booking's customer legs and writes the booking with all its postings
 * when the rules allow it, in one round trip (see writeBookingStatement): on the pool, that is a
 * transaction of its own. The answer is the ledger as locked, before the write, for the caller to
 * judge.
 */
export async function lockAndWriteBooking(
  executor: TExecutor,
  write: TBookingToWrite,
): Promise<{ ledger: TLockedLedger; write: TBookingWrite }> {
  assertWritable(write);
  const parameters: unknown[] = [];
  pushWriteParameters(parameters, write);
  const rows = await executePrepared<
    TLedgerAccountRaw & { is_fit: boolean; is_allowed: boolean; booking_id: string | null }
  >(
    executor,
    writeBookingStatement(write.accountLegs.length, write.bankLegs.length, 1),
    parameters,
  );
  const first = rows[0];
  const written: TBookingWrite =
    first?.is_fit !== true
      ? { status: 'NOT_FITTED' }
      : !first.is_allowed
        ? { status: 'REFUSED' }
        : first.booking_id === null
          ? { status: 'KEY_TAKEN' }
          : { status: 'BOOKED', bookingId: first.booking_id };
  const accountIds = [...new Set(write.accountLegs.map((leg) => leg.accountId))].sort();
  return { ledger: await completeLockedLedger(executor, accountIds, rows), write: written };
}

/**
 * A row of the answer of several bookings' write (see writeBookingStatement), as an array: the
 * leg's transfer, its account as that transfer found it (the columns the single write answers,
 * in their order), and the verdict.
 */
type TBatchAnswerRow = [
  seq: number,
  id: string,
  company_id: string,
  iban: string,
  owner_name: string,
  currency: string,
  status: string,
  overdraft_limit_minor: string,
  booked_minor: string,
  reserved_minor: string,
  is_core_available: boolean,
  is_fit: boolean,
  is_allowed: boolean,
  booked_count: number,
];

/** The leg's account of a batch answer's row, named as the single write answers it. */
function batchAnswerAccount([
  ,
  id,
  company_id,
  iban,
  owner_name,
  currency,
  status,
  overdraft_limit_minor,
  booked_minor,
  reserved_minor,
  is_core_available,
]: TBatchAnswerRow): TLedgerAccountRaw {
  return {
    id,
    company_id,
    iban,
    owner_name,
    currency,
    status,
    overdraft_limit_minor,
    booked_minor,
    reserved_minor,
    is_core_available,
  };
}

/** The statement's verdict, the same on every row of a batch answer. */
function batchVerdict(row: TBatchAnswerRow): { isWritten: boolean; bookedCount: number } {
  const [, , , , , , , , , , , isFit, isAllowed, bookedCount] = row;
  return { isWritten: isFit && isAllowed, bookedCount };
}

/** What lockAndWriteBookings did: every booking written, or none. */
export type TBookingsWrite =
  | {
      status: 'BOOKED';
      /** Per booking, in order: its id, and its legs' accounts as it found them (locked). */
      bookings: { bookingId: string; accounts: Map<string, TLedgerAccountRow> }[];
    }
  /** A leg's account does not fit or a leg is refused: nothing was written. */
  | { status: 'NOT_WRITTEN' };

/**
 * Several bookings of the same shape (as many customer and bank legs), none consuming a
 * reservation, written by one statement: as if one after the other in their order, all or none
 * (see writeBookingStatement). A taken idempotency key among them fails the statement, which
 * writes nothing; the caller then books them one by one.
 */
export async function lockAndWriteBookings(
  executor: TExecutor,
  writes: readonly TBookingToWrite[],
): Promise<TBookingsWrite> {
  const [first] = writes;
  assert(first !== undefined && writes.length > 1, 'several bookings are written together');
  for (const write of writes) {
    assertWritable(write);
    assert(
      write.accountLegs.length === first.accountLegs.length &&
        write.bankLegs.length === first.bankLegs.length &&
        (write.consumedReservationMinor ?? 0n) === 0n,
      'bookings written together have one shape and consume no reservation',
    );
  }
  const blockSize = transferParameterCount(first.accountLegs.length, first.bankLegs.length);
  const parameters: unknown[] = [];
  for (const write of writes) pushWriteParameters(parameters, write);
  // As arrays: a row object per leg costs the driver more than PostgreSQL's part of the leg.
  const rows = await executePreparedArrays<TBatchAnswerRow>(
    executor,
    writeBookingStatement(first.accountLegs.length, first.bankLegs.length, writes.length),
    parameters,
  );
  const verdict = rows[0] === undefined ? undefined : batchVerdict(rows[0]);
  if (!verdict?.isWritten) return { status: 'NOT_WRITTEN' };
  assert(verdict.bookedCount === writes.length, 'every booking was written');
  const bookings = writes.map((_, index) => ({
    bookingId: parameters[index * blockSize] as string,
    accounts: new Map<string, TLedgerAccountRow>(),
  }));
  for (const row of rows) {
    const [seq, accountId] = row;
    const booking = bookings[seq - 1];
    assert(booking !== undefined, 'each answered leg belongs to a booking of the statement');
    booking.accounts.set(accountId, toLedgerAccountRow(batchAnswerAccount(row)));
  }
  return { status: 'BOOKED', bookings };
}

export async function selectCoreAvailability(executor: TExecutor): Promise<boolean> {
  const [row] = await executor
    .select({ isCoreAvailable: bankProfile.isCoreAvailable })
    .from(bankProfile)
    .limit(1);
  return row?.isCoreAvailable ?? false;
}

export async function updateCoreAvailability(
  executor: TExecutor,
  isAvailable: boolean,
): Promise<void> {
  await executor
    .update(bankProfile)
    .set({ isCoreAvailable: isAvailable })
    .where(eq(bankProfile.id, 1));
}

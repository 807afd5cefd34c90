import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  executePrepared,
  type TExecutor,
  type TPreparedStatement,
  type TTx,
} from '../platform/db/database';
import type { TExchangeRate } from '@poslovno/domain';
import {
  accountBalances,
  bankLedgerAccounts,
  bankProfile,
  bookings,
  postings,
  reservations,
} from '../platform/db/schema';

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
 * A statement's text for a number of rows: one text (and one prepared statement) per count, each
 * value a parameter of its own. Array parameters would give one text for every count, but their
 * generic plan guesses ten elements and loses to a custom plan, so PostgreSQL would plan them anew
 * on every call (measured: half the ledger's throughput).
 */
function memoizeByCount(
  build: (count: number) => TPreparedStatement,
): (count: number) => TPreparedStatement {
  const statements = new Map<number, TPreparedStatement>();
  return (count) => {
    let statement = statements.get(count);
    if (!statement) {
      statement = build(count);
      statements.set(count, statement);
    }
    return statement;
  };
}

/** "($first::uuid, …)": the placeholders of `count` parameters from `first`, with their types. */
function listParameters(first: number, types: readonly string[]): string {
  return `(${types.map((type, index) => `$${first + index}${type}`).join(', ')})`;
}

const lockLedgerAccountsStatement = memoizeByCount((count) => ({
  name: `ledger-lock-accounts-${count}`,
  text: `
    SELECT a.id, a.company_id, a.iban, c.name AS owner_name, a.currency, a.status,
      a.overdraft_limit_minor::text, bk.amount_minor::text AS booked_minor,
      rs.amount_minor::text AS reserved_minor,
      coalesce((SELECT p.is_core_available FROM bank_profile p LIMIT 1), false) AS is_core_available
    FROM accounts a
    JOIN companies c ON c.id = a.company_id
    JOIN account_balances bk ON bk.account_id = a.id AND bk.balance_type = 'BOOKED'
    JOIN account_balances rs ON rs.account_id = a.id AND rs.balance_type = 'RESERVED'
    WHERE a.id IN ${listParameters(1, Array<string>(count).fill('::uuid'))}
    ORDER BY a.id
    FOR UPDATE OF bk, rs`,
}));

/**
 * Locks the balances of the accounts a booking touches (their BOOKED and RESERVED rows, which every
 * posting and reservation changes) FOR UPDATE in one fixed order, account by account, so two
 * transfers between the same accounts in opposite directions queue instead of deadlocking. One
 * round trip: the locked rows come back as the lock's previous holder left them (a row updated
 * while this waited is read again once the lock is granted), with the account's details and the
 * core's availability. An account the core keeps no balances for (a closed one) has nothing to
 * lock and is read on its own.
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
  const rows = [...locked];
  const missing = sortedIds.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length > 0 || rows.length === 0) {
    const unlocked = await tx.execute<TLedgerAccountRaw>(sql`
      SELECT a.id, a.company_id, a.iban, c.name AS owner_name, a.currency, a.status,
        a.overdraft_limit_minor::text, NULL AS booked_minor, NULL AS reserved_minor,
        coalesce((SELECT p.is_core_available FROM bank_profile p LIMIT 1), false)
          AS is_core_available
      FROM accounts a JOIN companies c ON c.id = a.company_id
      WHERE a.id IN ${missing.length > 0 ? missing : sortedIds}`);
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

export async function findBookingByIdempotencyKey(
  tx: TTx,
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

/** What every posting of a booking shares: the booking, its kind and its dates. */
export interface TPostingContext {
  bookingId: string;
  kind: TBookingKind;
  valueDate: string;
  bookedAt: Date;
}

/** The bank's side: its ledger account for a purpose and currency, made on first use. */
export async function postToBankAccount(
  tx: TTx,
  context: TPostingContext,
  code: TBankLedgerCode,
  currency: string,
  amountMinor: bigint,
): Promise<void> {
  const [account] = await tx
    .insert(bankLedgerAccounts)
    .values({ id: randomUUID(), code, currency, balanceMinor: amountMinor })
    .onConflictDoUpdate({
      target: [bankLedgerAccounts.code, bankLedgerAccounts.currency],
      set: { balanceMinor: sql`${bankLedgerAccounts.balanceMinor} + ${amountMinor}` },
    })
    .returning({ id: bankLedgerAccounts.id });
  if (!account) throw new Error(`bank ledger account ${code} ${currency} was not written`);
  await tx.insert(postings).values({
    bookingId: context.bookingId,
    bankAccountId: account.id,
    currency,
    amountMinor,
    valueDate: context.valueDate,
    bookedAt: context.bookedAt,
    bookingKind: context.kind,
  });
}

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
export async function readExchangeRates(tx: TTx, onDate: string): Promise<TExchangeRate[]> {
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
  account: Pick<TLedgerAccountRow, 'id' | 'companyId' | 'currency'>;
  amountMinor: bigint;
  description: string;
  counterparty: { name: string | null; iban: string | null };
  reference: string | null;
  endToEndId: string | null;
}

/** The parameters of one customer leg, in the order of the write's VALUES rows. */
const LEG_PARAMETER_TYPES = ['::uuid', '::uuid', '', '::bigint', '', '', '', '', ''] as const;
const BOOKING_PARAMETER_COUNT = 9;

const insertBookingStatement = memoizeByCount((legCount) => ({
  name: `ledger-write-booking-${legCount}`,
  text: `
    WITH booking AS (
      INSERT INTO bookings (id, kind, booked_at, value_date, description, idempotency_key,
        request_hash, exchange_rate, cross_currency_fee_minor)
      VALUES ($1::uuid, $2, $3::timestamptz, $4::date, $5, $6, $7, $8::numeric, $9::bigint)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ),
    legs (account_id, company_id, currency, amount_minor, description, counterparty_name,
        counterparty_iban, reference, end_to_end_id) AS (VALUES ${Array.from({ length: legCount }, (_, leg) => listParameters(BOOKING_PARAMETER_COUNT + 1 + leg * LEG_PARAMETER_TYPES.length, LEG_PARAMETER_TYPES)).join(', ')}),
    posted AS (
      INSERT INTO postings (booking_id, booking_kind, value_date, booked_at, account_id, company_id,
        currency, amount_minor, description, counterparty_name, counterparty_iban, reference,
        end_to_end_id)
      SELECT booking.id, $2, $4::date, $3::timestamptz, legs.account_id, legs.company_id,
        legs.currency, legs.amount_minor, legs.description, legs.counterparty_name,
        legs.counterparty_iban, legs.reference, legs.end_to_end_id
      FROM booking CROSS JOIN legs
    ),
    balances AS (
      UPDATE account_balances b SET amount_minor = b.amount_minor + legs.amount_minor
      FROM legs, booking
      WHERE b.account_id = legs.account_id AND b.balance_type IN ('BOOKED', 'EXPECTED')
    )
    SELECT id FROM booking`,
}));

/**
 * The booking and its customer legs in one statement: the booking row (or nothing, when its
 * idempotency key is taken: a request holding the same key is waited for, and if it committed this
 * answers undefined and the caller replays that booking), the postings, and the BOOKED and EXPECTED
 * balances they move. The bank's legs, if any, are posted separately.
 */
export async function insertBookingWithAccountLegs(
  tx: TTx,
  booking: TNewBooking,
  legs: readonly TAccountLeg[],
): Promise<string | undefined> {
  const inserted = await executePrepared<{ id: string }>(tx, insertBookingStatement(legs.length), [
    randomUUID(),
    booking.kind,
    booking.bookedAt.toISOString(),
    booking.valueDate,
    booking.description,
    booking.idempotencyKey?.key ?? null,
    booking.idempotencyKey?.requestHash ?? null,
    booking.exchangeRate ?? null,
    booking.crossCurrencyFeeMinor ?? null,
    ...legs.flatMap((leg) => [
      leg.account.id,
      leg.account.companyId,
      leg.account.currency,
      leg.amountMinor,
      leg.description,
      leg.counterparty.name,
      leg.counterparty.iban,
      leg.reference,
      leg.endToEndId,
    ]),
  ]);
  return inserted[0]?.id;
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

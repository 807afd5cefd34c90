import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor, TTx } from '../platform/db/database';
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

/**
 * Locks the accounts of a booking FOR UPDATE in one fixed order (by id), so two transfers between
 * the same accounts in opposite directions queue behind each other instead of deadlocking, then
 * reads them with their balances as the locks' previous holders left them.
 */
export async function lockLedgerAccounts(
  tx: TTx,
  accountIds: readonly string[],
): Promise<Map<string, TLedgerAccountRow>> {
  const sortedIds = [...new Set(accountIds)].sort();
  await tx.execute(
    sql`SELECT a.id FROM accounts a WHERE a.id IN ${sortedIds} ORDER BY a.id FOR UPDATE`,
  );
  // Read after the locks, in a statement of its own: under READ COMMITTED a statement sees what
  // was committed before it began, and a read in the locking statement itself would show the
  // balances from before the wait for a lock, not those the transfer that held it left.
  const result = await tx.execute<{
    id: string;
    company_id: string;
    iban: string;
    owner_name: string;
    currency: string;
    status: string;
    overdraft_limit_minor: string;
    booked_minor: string | null;
    reserved_minor: string | null;
  }>(sql`
    SELECT a.id, a.company_id, a.iban, c.name AS owner_name, a.currency, a.status,
      a.overdraft_limit_minor::text,
      (SELECT b.amount_minor::text FROM account_balances b
        WHERE b.account_id = a.id AND b.balance_type = 'BOOKED') AS booked_minor,
      (SELECT b.amount_minor::text FROM account_balances b
        WHERE b.account_id = a.id AND b.balance_type = 'RESERVED') AS reserved_minor
    FROM accounts a JOIN companies c ON c.id = a.company_id
    WHERE a.id IN ${sortedIds}`);
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        id: row.id,
        companyId: row.company_id,
        iban: row.iban,
        ownerName: row.owner_name,
        currency: row.currency,
        status: row.status,
        overdraftLimitMinor: BigInt(row.overdraft_limit_minor),
        bookedMinor: row.booked_minor === null ? null : BigInt(row.booked_minor),
        reservedMinor: BigInt(row.reserved_minor ?? '0'),
      },
    ]),
  );
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

export async function insertBooking(tx: TTx, booking: TNewBooking): Promise<string> {
  const id = await insertBookingUnlessKeyUsed(tx, booking);
  if (id === undefined) throw new Error('a booking without an idempotency key cannot conflict');
  return id;
}

/**
 * Inserts the booking, or nothing when its idempotency key is taken: a request holding the same
 * key is waited for, and if it committed this answers undefined (the caller replays its booking).
 */
export async function insertBookingUnlessKeyUsed(
  tx: TTx,
  booking: TNewBooking,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(bookings)
    .values({
      id: randomUUID(),
      kind: booking.kind,
      bookedAt: booking.bookedAt,
      valueDate: booking.valueDate,
      description: booking.description,
      idempotencyKey: booking.idempotencyKey?.key ?? null,
      requestHash: booking.idempotencyKey?.requestHash ?? null,
      exchangeRate: booking.exchangeRate ?? null,
      crossCurrencyFeeMinor: booking.crossCurrencyFeeMinor ?? null,
    })
    .onConflictDoNothing({ target: bookings.idempotencyKey })
    .returning({ id: bookings.id });
  return row?.id;
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

/**
 * The customer legs of a booking in one statement: the postings and the BOOKED and EXPECTED
 * balances they move (the bank's legs, if any, are posted separately).
 */
export async function postToAccounts(
  tx: TTx,
  context: TPostingContext,
  legs: readonly TAccountLeg[],
): Promise<void> {
  const rows = sql.join(
    legs.map(
      (leg) =>
        sql`(${leg.account.id}::uuid, ${leg.account.companyId}::uuid, ${leg.account.currency}, ${leg.amountMinor}::bigint, ${leg.description}, ${leg.counterparty.name}, ${leg.counterparty.iban}, ${leg.reference}, ${leg.endToEndId})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    WITH legs (account_id, company_id, currency, amount_minor, description, counterparty_name,
        counterparty_iban, reference, end_to_end_id) AS (VALUES ${rows}),
    posted AS (
      INSERT INTO postings (booking_id, booking_kind, value_date, booked_at, account_id, company_id,
        currency, amount_minor, description, counterparty_name, counterparty_iban, reference,
        end_to_end_id)
      SELECT ${context.bookingId}::uuid, ${context.kind}, ${context.valueDate}::date,
        ${context.bookedAt}::timestamptz, account_id, company_id, currency, amount_minor, description,
        counterparty_name, counterparty_iban, reference, end_to_end_id
      FROM legs
    )
    UPDATE account_balances b SET amount_minor = b.amount_minor + legs.amount_minor
    FROM legs
    WHERE b.account_id = legs.account_id AND b.balance_type IN ('BOOKED', 'EXPECTED')`);
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

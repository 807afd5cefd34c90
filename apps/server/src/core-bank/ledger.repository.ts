import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TTx } from '../platform/db/database';
import {
  accountBalances,
  accounts,
  bankLedgerAccounts,
  bookings,
  postings,
} from '../platform/db/schema';

/** An account as the ledger locks it: status, currency, overdraft and the balances it keeps. */
export interface TLedgerAccountRow {
  id: string;
  companyId: string;
  currency: string;
  status: string;
  overdraftLimitMinor: bigint;
  /** Null when the core keeps no balances for the account (a closed one). */
  bookedMinor: bigint | null;
  reservedMinor: bigint;
}

/**
 * Locks the accounts of a booking FOR UPDATE in one fixed order (by id), so two transfers between
 * the same accounts in opposite directions queue behind each other instead of deadlocking.
 */
export async function lockLedgerAccounts(
  tx: TTx,
  accountIds: readonly string[],
): Promise<Map<string, TLedgerAccountRow>> {
  const sortedIds = [...new Set(accountIds)].sort();
  const rows = await tx
    .select({
      id: accounts.id,
      companyId: accounts.companyId,
      currency: accounts.currency,
      status: accounts.status,
      overdraftLimitMinor: accounts.overdraftLimitMinor,
    })
    .from(accounts)
    .where(inArray(accounts.id, sortedIds))
    .orderBy(accounts.id)
    .for('update');
  const balances = await tx
    .select({
      accountId: accountBalances.accountId,
      balanceType: accountBalances.balanceType,
      amountMinor: accountBalances.amountMinor,
    })
    .from(accountBalances)
    .where(
      and(
        inArray(accountBalances.accountId, sortedIds),
        inArray(accountBalances.balanceType, ['BOOKED', 'RESERVED']),
      ),
    );
  const result = new Map<string, TLedgerAccountRow>();
  for (const row of rows) {
    const own = balances.filter((balance) => balance.accountId === row.id);
    result.set(row.id, {
      ...row,
      bookedMinor: own.find((balance) => balance.balanceType === 'BOOKED')?.amountMinor ?? null,
      reservedMinor: own.find((balance) => balance.balanceType === 'RESERVED')?.amountMinor ?? 0n,
    });
  }
  return result;
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

export interface TNewBooking {
  kind: 'OPENING' | 'TRANSFER';
  bookedAt: Date;
  valueDate: string;
  description: string;
  idempotencyKey?: { key: string; requestHash: string };
}

export async function insertBooking(tx: TTx, booking: TNewBooking): Promise<string> {
  const id = randomUUID();
  await tx.insert(bookings).values({
    id,
    kind: booking.kind,
    bookedAt: booking.bookedAt,
    valueDate: booking.valueDate,
    description: booking.description,
    idempotencyKey: booking.idempotencyKey?.key ?? null,
    requestHash: booking.idempotencyKey?.requestHash ?? null,
  });
  return id;
}

/** A posting on a customer's account moves its BOOKED and EXPECTED balances by the same amount. */
export async function postToAccount(
  tx: TTx,
  bookingId: string,
  account: Pick<TLedgerAccountRow, 'id' | 'companyId' | 'currency'>,
  amountMinor: bigint,
): Promise<void> {
  await tx.insert(postings).values({
    bookingId,
    accountId: account.id,
    companyId: account.companyId,
    currency: account.currency,
    amountMinor,
  });
  await tx
    .update(accountBalances)
    .set({ amountMinor: sql`${accountBalances.amountMinor} + ${amountMinor}` })
    .where(
      and(
        eq(accountBalances.accountId, account.id),
        inArray(accountBalances.balanceType, ['BOOKED', 'EXPECTED']),
      ),
    );
}

/** The bank's side: its ledger account for a purpose and currency, made on first use. */
export async function postToBankAccount(
  tx: TTx,
  bookingId: string,
  code: 'OPENING_EQUITY' | 'FX_POSITION' | 'FEE_INCOME' | 'CLEARING',
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
  await tx.insert(postings).values({ bookingId, bankAccountId: account.id, currency, amountMinor });
}

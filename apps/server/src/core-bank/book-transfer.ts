import { createHash } from 'node:crypto';
import {
  assert,
  assertBalancedPostings,
  checkCredit,
  checkDebit,
  isKnownCurrency,
  type TAccountState,
  type TIsoDate,
} from '@poslovno/domain';
import { AppError } from '../platform/errors';
import type { TClock } from '../platform/clock';
import { readSqlState, withSystemTransaction, type TDb, type TTx } from '../platform/db/database';
import {
  findBookingByIdempotencyKey,
  insertBooking,
  lockLedgerAccounts,
  postToAccount,
  type TLedgerAccountRow,
} from './ledger.repository';

export interface TTransferRequest {
  debitAccountId: string;
  creditAccountId: string;
  /** In the currency of both accounts; cross-currency transfers go through the FX position. */
  amountMinor: bigint;
  currency: string;
  valueDate: TIsoDate;
  description: string;
  /** The caller's key for this one transfer: a retry with it books nothing new. */
  idempotencyKey: string;
}

export interface TBookingReceipt {
  bookingId: string;
  /** The key had booked already: this is the first answer again, nothing new was booked. */
  isReplay: boolean;
}

const UNIQUE_VIOLATION = '23505';

function hashTransferRequest(request: TTransferRequest): string {
  const { idempotencyKey: _key, ...content } = request;
  return createHash('sha256')
    .update(JSON.stringify({ ...content, amountMinor: content.amountMinor.toString() }))
    .digest('hex');
}

function toAccountState(row: TLedgerAccountRow): TAccountState {
  assert(row.bookedMinor !== null, `account ${row.id} has no balances in the core`);
  return {
    status: row.status as TAccountState['status'],
    currency: row.currency,
    bookedMinor: row.bookedMinor,
    reservedMinor: row.reservedMinor,
    overdraftLimitMinor: row.overdraftLimitMinor,
  };
}

function readLockedAccount(
  locked: Map<string, TLedgerAccountRow>,
  accountId: string,
  currency: string,
): TLedgerAccountRow {
  const row = locked.get(accountId);
  if (!row) throw new AppError('SIRIUS_NONEXISTENT_ACCOUNT');
  // A closed account keeps no balances in the core: it can take no posting at all.
  if (row.bookedMinor === null) throw new AppError('SIRIUS_ACCOUNT_STATUS');
  if (row.currency !== currency) throw new AppError('CURRENCY_MISMATCH');
  return row;
}

async function replayIfBooked(
  tx: TTx,
  request: TTransferRequest,
  requestHash: string,
): Promise<TBookingReceipt | undefined> {
  const existing = await findBookingByIdempotencyKey(tx, request.idempotencyKey);
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { bookingId: existing.id, isReplay: true };
}

/**
 * Books a transfer between two customer accounts of one currency: both accounts are locked in a
 * fixed order, the debit is checked against status, balance, reservations and overdraft, and one
 * booking with its two postings and the new balances is committed as a whole or not at all.
 */
export async function bookTransfer(
  deps: { db: TDb; clock: TClock },
  request: TTransferRequest,
): Promise<TBookingReceipt> {
  assert(request.amountMinor > 0n, 'a transfer moves a positive amount');
  assert(request.debitAccountId !== request.creditAccountId, 'a transfer needs two accounts');
  assert(isKnownCurrency(request.currency), `unknown currency ${request.currency}`);
  const requestHash = hashTransferRequest(request);
  try {
    return await withSystemTransaction(deps.db, async (tx) => {
      const replay = await replayIfBooked(tx, request, requestHash);
      if (replay) return replay;
      const locked = await lockLedgerAccounts(tx, [
        request.debitAccountId,
        request.creditAccountId,
      ]);
      // A request with the same key may have booked while this one waited for the locks: its
      // debit already shows in the balance, so the retry must answer with it, not judge again.
      const bookedMeanwhile = await replayIfBooked(tx, request, requestHash);
      if (bookedMeanwhile) return bookedMeanwhile;
      const debit = readLockedAccount(locked, request.debitAccountId, request.currency);
      const credit = readLockedAccount(locked, request.creditAccountId, request.currency);
      const debitCheck = checkDebit(toAccountState(debit), request.amountMinor);
      if (!debitCheck.ok) throw new AppError(debitCheck.code);
      const creditCheck = checkCredit(toAccountState(credit));
      if (!creditCheck.ok) throw new AppError(creditCheck.code);
      const bookingId = await insertBooking(tx, {
        kind: 'TRANSFER',
        bookedAt: deps.clock.now(),
        valueDate: request.valueDate,
        description: request.description,
        idempotencyKey: { key: request.idempotencyKey, requestHash },
      });
      const legs = [
        { account: debit, amountMinor: -request.amountMinor },
        { account: credit, amountMinor: request.amountMinor },
      ];
      assertBalancedPostings(
        legs.map(({ account, amountMinor }) => ({
          accountId: account.id,
          currency: account.currency,
          amountMinor,
        })),
      );
      for (const { account, amountMinor } of legs) {
        await postToAccount(tx, bookingId, account, amountMinor);
      }
      return { bookingId, isReplay: false };
    });
  } catch (error) {
    // The same key raced in from a second request: its booking committed first; answer with it.
    if (readSqlState(error) === UNIQUE_VIOLATION) {
      const replay = await withSystemTransaction(deps.db, (tx) =>
        replayIfBooked(tx, request, requestHash),
      );
      if (replay) return replay;
    }
    throw error;
  }
}

import { assert, checkCredit, checkDebit, isKnownCurrency } from '@poslovno/domain';
import type { TClock } from '../platform/clock';
import { withSystemTransaction, type TDb, type TTx } from '../platform/db/database';
import { AppError } from '../platform/errors';
import {
  adjustReservedBalances,
  closeReservation,
  findReservation,
  findReservationByIdempotencyKey,
  insertReservationUnlessKeyUsed,
  lockLedgerAccounts,
  type TLedgerAccountRow,
  type TReservationKind,
} from './ledger.repository';
import { hashIdempotentRequest } from './idempotency';
import { readPostableAccount, toAccountState } from './ledger-accounts';

export interface TReservationRequest {
  accountId: string;
  kind: TReservationKind;
  amountMinor: bigint;
  currency: string;
  /** What the money is set aside for: a payment's id, a card transaction, an enforcement order. */
  reference: string;
  idempotencyKey: string;
}

export interface TReservationReceipt {
  reservationId: string;
  isReplay: boolean;
}

async function replayReservation(
  tx: TTx,
  request: TReservationRequest,
  requestHash: string,
): Promise<TReservationReceipt> {
  const existing = await findReservationByIdempotencyKey(tx, request.idempotencyKey);
  assert(existing !== undefined, 'a taken idempotency key has its reservation');
  if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { reservationId: existing.id, isReplay: true };
}

/**
 * The locked account the money is set aside on. A refusal (unknown, closed, another currency)
 * still loses to a replay, as a transfer's does: undefined when the key has reserved already.
 */
async function readReservableAccount(
  tx: TTx,
  locked: Map<string, TLedgerAccountRow>,
  request: TReservationRequest,
): Promise<(TLedgerAccountRow & { bookedMinor: bigint }) | undefined> {
  try {
    return readPostableAccount(locked, request.accountId, request.currency);
  } catch (error) {
    const isReplay =
      error instanceof AppError &&
      (await findReservationByIdempotencyKey(tx, request.idempotencyKey)) !== undefined;
    if (isReplay) return undefined;
    throw error;
  }
}

/**
 * Sets money aside on an account (000 §3 RESERVED_BY_*): an authorised payment or a card
 * transaction needs the money to be available, as a debit would; an enforcement order takes
 * what the court ordered, also on a blocked account. EXPECTED falls by the amount at once.
 */
export async function reserveFunds(
  deps: { db: TDb; clock: TClock },
  request: TReservationRequest,
): Promise<TReservationReceipt> {
  return withSystemTransaction(deps.db, (tx) => reserveFundsInTransaction(tx, deps.clock, request));
}

/** The same, inside a transaction of the caller's (an order is stored with its reservation). */
export async function reserveFundsInTransaction(
  tx: TTx,
  clock: TClock,
  request: TReservationRequest,
): Promise<TReservationReceipt> {
  assert(request.amountMinor > 0n, 'a reservation sets aside a positive amount');
  assert(isKnownCurrency(request.currency), `unknown currency ${request.currency}`);
  const requestHash = hashIdempotentRequest(request);
  const { accounts: locked, isCoreAvailable } = await lockLedgerAccounts(tx, [request.accountId]);
  if (!isCoreAvailable) throw new AppError('BANKING_UNAVAILABLE');
  // As a transfer does: the key is claimed first, so a retry (which waited for the account's
  // lock) finds it taken and answers with the first reservation instead of judging again.
  const account = await readReservableAccount(tx, locked, request);
  if (account === undefined) return replayReservation(tx, request, requestHash);
  const reservationId = await insertReservationUnlessKeyUsed(tx, {
    accountId: account.id,
    companyId: account.companyId,
    kind: request.kind,
    currency: account.currency,
    amountMinor: request.amountMinor,
    reference: request.reference,
    createdAt: clock.now(),
    idempotencyKey: { key: request.idempotencyKey, requestHash },
  });
  if (reservationId === undefined) return replayReservation(tx, request, requestHash);
  const state = toAccountState(account);
  const check =
    request.kind === 'ENFORCEMENT' ? checkCredit(state) : checkDebit(state, request.amountMinor);
  if (!check.ok) throw new AppError(check.code);
  await adjustReservedBalances(tx, account.id, request.kind, request.amountMinor);
  return { reservationId, isReplay: false };
}

/**
 * Gives reserved money back (a revoked payment, an expired card authorisation). Releasing a
 * reservation that is no longer active changes nothing, so a repeated release is harmless.
 */
export async function releaseReservation(
  deps: { db: TDb; clock: TClock },
  reservationId: string,
): Promise<{ isReleased: boolean }> {
  return withSystemTransaction(deps.db, (tx) =>
    releaseReservationInTransaction(tx, deps.clock, reservationId),
  );
}

/** The same, inside a transaction of the caller's (a revoked order with its released money). */
export async function releaseReservationInTransaction(
  tx: TTx,
  clock: TClock,
  reservationId: string,
): Promise<{ isReleased: boolean }> {
  const unlocked = await findReservation(tx, reservationId);
  assert(unlocked !== undefined, `no reservation ${reservationId}`);
  await lockLedgerAccounts(tx, [unlocked.accountId]);
  const reservation = await findReservation(tx, reservationId);
  if (reservation?.status !== 'ACTIVE') return { isReleased: false };
  await closeReservation(tx, reservation.id, { status: 'RELEASED', closedAt: clock.now() });
  await adjustReservedBalances(
    tx,
    reservation.accountId,
    reservation.kind,
    -reservation.amountMinor,
  );
  return { isReleased: true };
}

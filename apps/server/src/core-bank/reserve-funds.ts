import { createHash } from 'node:crypto';
import { assert, checkCredit, checkDebit, isKnownCurrency } from '@poslovno/domain';
import type { TClock } from '../platform/clock';
import { readSqlState, withSystemTransaction, type TDb } from '../platform/db/database';
import { AppError } from '../platform/errors';
import {
  adjustReservedBalances,
  closeReservation,
  findReservation,
  findReservationByIdempotencyKey,
  insertReservation,
  lockLedgerAccounts,
  type TReservationKind,
} from './ledger.repository';
import { assertCoreAvailable } from './core-availability';
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

const UNIQUE_VIOLATION = '23505';

function hashReservationRequest(request: TReservationRequest): string {
  const { idempotencyKey: _key, ...content } = request;
  return createHash('sha256')
    .update(JSON.stringify({ ...content, amountMinor: content.amountMinor.toString() }))
    .digest('hex');
}

async function findReplay(
  db: TDb,
  request: TReservationRequest,
  requestHash: string,
): Promise<TReservationReceipt | undefined> {
  const existing = await withSystemTransaction(db, (tx) =>
    findReservationByIdempotencyKey(tx, request.idempotencyKey),
  );
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { reservationId: existing.id, isReplay: true };
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
  assert(request.amountMinor > 0n, 'a reservation sets aside a positive amount');
  assert(isKnownCurrency(request.currency), `unknown currency ${request.currency}`);
  const requestHash = hashReservationRequest(request);
  try {
    return await withSystemTransaction(deps.db, async (tx) => {
      await assertCoreAvailable(tx);
      const locked = await lockLedgerAccounts(tx, [request.accountId]);
      const existing = await findReservationByIdempotencyKey(tx, request.idempotencyKey);
      if (existing) {
        if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { reservationId: existing.id, isReplay: true };
      }
      const account = readPostableAccount(locked, request.accountId, request.currency);
      const state = toAccountState(account);
      const check =
        request.kind === 'ENFORCEMENT'
          ? checkCredit(state)
          : checkDebit(state, request.amountMinor);
      if (!check.ok) throw new AppError(check.code);
      const reservationId = await insertReservation(tx, {
        accountId: account.id,
        companyId: account.companyId,
        kind: request.kind,
        currency: account.currency,
        amountMinor: request.amountMinor,
        reference: request.reference,
        createdAt: deps.clock.now(),
        idempotencyKey: { key: request.idempotencyKey, requestHash },
      });
      await adjustReservedBalances(tx, account.id, request.kind, request.amountMinor);
      return { reservationId, isReplay: false };
    });
  } catch (error) {
    if (readSqlState(error) === UNIQUE_VIOLATION) {
      const replay = await findReplay(deps.db, request, requestHash);
      if (replay) return replay;
    }
    throw error;
  }
}

/**
 * Gives reserved money back (a revoked payment, an expired card authorisation). Releasing a
 * reservation that is no longer active changes nothing, so a repeated release is harmless.
 */
export async function releaseReservation(
  deps: { db: TDb; clock: TClock },
  reservationId: string,
): Promise<{ isReleased: boolean }> {
  return withSystemTransaction(deps.db, async (tx) => {
    const unlocked = await findReservation(tx, reservationId);
    assert(unlocked !== undefined, `no reservation ${reservationId}`);
    await lockLedgerAccounts(tx, [unlocked.accountId]);
    const reservation = await findReservation(tx, reservationId);
    if (reservation?.status !== 'ACTIVE') return { isReleased: false };
    await closeReservation(tx, reservation.id, { status: 'RELEASED', closedAt: deps.clock.now() });
    await adjustReservedBalances(
      tx,
      reservation.accountId,
      reservation.kind,
      -reservation.amountMinor,
    );
    return { isReleased: true };
  });
}

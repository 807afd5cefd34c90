import {
  assert,
  assertBalancedPostings,
  checkCredit,
  checkDebit,
  convertMinor,
  isKnownCurrency,
  type TIsoDate,
} from '@poslovno/domain';
import type { TClock } from '../platform/clock';
import { withSystemTransaction, type TDb, type TTx } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { assertCoreAvailable } from './core-availability';
import { hashIdempotentRequest } from './idempotency';
import { readPostableAccount, toAccountState } from './ledger-accounts';
import {
  adjustReservedBalances,
  closeReservation,
  findBookingByIdempotencyKey,
  findReservation,
  insertBookingUnlessKeyUsed,
  lockLedgerAccounts,
  postToAccounts,
  postToBankAccount,
  readExchangeRates,
  type TLedgerAccountRow,
  type TReservationRow,
} from './ledger.repository';

export interface TTransferRequest {
  debitAccountId: string;
  creditAccountId: string;
  /**
   * In the debit account's currency. A credit account of another currency receives the amount
   * converted at the bank's rates of the value date, through the bank's FX position.
   */
  amountMinor: bigint;
  currency: string;
  valueDate: TIsoDate;
  description: string;
  /** The caller's key for this one transfer: a retry with it books nothing new. */
  idempotencyKey: string;
  /** The reservation made when the order was authorised: the transfer uses that money. */
  reservationId?: string;
}

export interface TBookingReceipt {
  bookingId: string;
  /** The key had booked already: this is the first answer again, nothing new was booked. */
  isReplay: boolean;
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

/** The reservation a transfer consumes: active, on the debit account, enough for the amount. */
async function readConsumedReservation(
  tx: TTx,
  request: TTransferRequest,
): Promise<TReservationRow | undefined> {
  if (request.reservationId === undefined) return undefined;
  const reservation = await findReservation(tx, request.reservationId);
  assert(
    reservation?.status === 'ACTIVE' &&
      reservation.accountId === request.debitAccountId &&
      reservation.amountMinor >= request.amountMinor,
    `reservation ${request.reservationId} cannot pay this transfer`,
  );
  return reservation;
}

interface TCreditLeg {
  amountMinor: bigint;
  exchangeRate?: string;
}

/** What the credit account receives: the same amount, or the amount converted at the day's rates. */
async function computeCreditLeg(
  tx: TTx,
  request: TTransferRequest,
  credit: TLedgerAccountRow,
): Promise<TCreditLeg> {
  if (credit.currency === request.currency) return { amountMinor: request.amountMinor };
  const conversion = convertMinor({
    amountMinor: request.amountMinor,
    from: request.currency,
    to: credit.currency,
    rates: await readExchangeRates(tx, request.valueDate),
    side: 'CUSTOMER_PAYS_FROM',
  });
  if (!conversion.ok) throw new AppError(conversion.code);
  return { amountMinor: conversion.value.amountMinor, exchangeRate: conversion.value.rateApplied };
}

interface TTransferPlan {
  debit: TLedgerAccountRow;
  credit: TLedgerAccountRow;
  creditLeg: TCreditLeg;
}

/** Reads the locked accounts and the conversion; a refusal here still loses to a replay. */
async function planTransfer(
  tx: TTx,
  request: TTransferRequest,
  requestHash: string,
): Promise<TTransferPlan | TBookingReceipt> {
  const locked = await lockLedgerAccounts(tx, [request.debitAccountId, request.creditAccountId]);
  try {
    const debit = readPostableAccount(locked, request.debitAccountId, request.currency);
    const credit = readPostableAccount(locked, request.creditAccountId);
    return { debit, credit, creditLeg: await computeCreditLeg(tx, request, credit) };
  } catch (error) {
    // The same request may have booked before an account changed: the first answer stands.
    const replay =
      error instanceof AppError ? await replayIfBooked(tx, request, requestHash) : undefined;
    if (replay) return replay;
    throw error;
  }
}

/**
 * The whole transfer in as few round trips as the rules allow: lock and read both accounts,
 * insert the booking (or find the key's booking: then this is a replay and nothing is judged),
 * check the debit and credit under the locks, then write the postings and balances in one
 * statement. A refusal rolls the booking back with everything else.
 */
async function writeTransfer(
  deps: { clock: TClock },
  tx: TTx,
  request: TTransferRequest,
  requestHash: string,
): Promise<TBookingReceipt> {
  await assertCoreAvailable(tx);
  const plan = await planTransfer(tx, request, requestHash);
  if ('bookingId' in plan) return plan;
  const { debit, credit, creditLeg } = plan;
  const bookingId = await insertBookingUnlessKeyUsed(tx, {
    kind: 'TRANSFER',
    bookedAt: deps.clock.now(),
    valueDate: request.valueDate,
    description: request.description,
    idempotencyKey: { key: request.idempotencyKey, requestHash },
    ...(creditLeg.exchangeRate === undefined
      ? {}
      : { exchangeRate: creditLeg.exchangeRate, crossCurrencyFeeMinor: 0n }),
  });
  if (bookingId === undefined) {
    const replay = await replayIfBooked(tx, request, requestHash);
    assert(replay !== undefined, 'a taken idempotency key has its booking');
    return replay;
  }
  const reservation = await readConsumedReservation(tx, request);
  const debitCheck = checkDebit(toAccountState(debit), request.amountMinor, {
    reservationMinor: reservation?.amountMinor ?? 0n,
  });
  if (!debitCheck.ok) throw new AppError(debitCheck.code);
  const creditCheck = checkCredit(toAccountState(credit));
  if (!creditCheck.ok) throw new AppError(creditCheck.code);
  await postTransferLegs(tx, bookingId, { debit, credit, request, creditLeg });
  if (reservation) {
    await closeReservation(tx, reservation.id, {
      status: 'CONSUMED',
      closedAt: deps.clock.now(),
      bookingId,
    });
    await adjustReservedBalances(tx, debit.id, reservation.kind, -reservation.amountMinor);
  }
  return { bookingId, isReplay: false };
}

/** Same currency: debit and credit. Across currencies: each side against the bank's FX position. */
async function postTransferLegs(
  tx: TTx,
  bookingId: string,
  legs: {
    debit: TLedgerAccountRow;
    credit: TLedgerAccountRow;
    request: TTransferRequest;
    creditLeg: TCreditLeg;
  },
): Promise<void> {
  const { debit, credit, request, creditLeg } = legs;
  const isCrossCurrency = debit.currency !== credit.currency;
  assertBalancedPostings([
    { accountId: debit.id, currency: debit.currency, amountMinor: -request.amountMinor },
    { accountId: credit.id, currency: credit.currency, amountMinor: creditLeg.amountMinor },
    ...(isCrossCurrency
      ? [
          { accountId: 'FX_POSITION', currency: debit.currency, amountMinor: request.amountMinor },
          {
            accountId: 'FX_POSITION',
            currency: credit.currency,
            amountMinor: -creditLeg.amountMinor,
          },
        ]
      : []),
  ]);
  if (isCrossCurrency) {
    await postToBankAccount(tx, bookingId, 'FX_POSITION', debit.currency, request.amountMinor);
    await postToBankAccount(tx, bookingId, 'FX_POSITION', credit.currency, -creditLeg.amountMinor);
  }
  await postToAccounts(tx, bookingId, [
    { account: debit, amountMinor: -request.amountMinor },
    { account: credit, amountMinor: creditLeg.amountMinor },
  ]);
}

/**
 * Books a transfer between two customer accounts: both accounts are locked in a fixed order, the
 * debit is checked against status, balance, reservations and overdraft (a consumed reservation
 * counting as available again), and one booking with its postings, the new balances and the
 * consumed reservation is committed as a whole or not at all. A retry with the same key and
 * request answers the first booking, also when it arrives while the first is still running (it
 * waits for the accounts' locks, then finds the key taken).
 */
export async function bookTransfer(
  deps: { db: TDb; clock: TClock },
  request: TTransferRequest,
): Promise<TBookingReceipt> {
  assert(request.amountMinor > 0n, 'a transfer moves a positive amount');
  assert(request.debitAccountId !== request.creditAccountId, 'a transfer needs two accounts');
  assert(isKnownCurrency(request.currency), `unknown currency ${request.currency}`);
  const requestHash = hashIdempotentRequest(request);
  return withSystemTransaction(deps.db, (tx) => writeTransfer(deps, tx, request, requestHash));
}

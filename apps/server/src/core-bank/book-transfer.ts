import {
  assert,
  assertBalancedPostings,
  checkCredit,
  checkDebit,
  convertMinor,
  isKnownCurrency,
  type TErrorCode,
  type TIsoDate,
} from '@poslovno/domain';
import type { TClock } from '../platform/clock';
import { withSystemTransaction, type TDb, type TTx } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { hashIdempotentRequest } from './idempotency';
import { readPostableAccount, toAccountState } from './ledger-accounts';
import {
  adjustReservedBalances,
  closeReservation,
  findBookingByIdempotencyKey,
  findReservation,
  insertBooking,
  lockLedgerAccounts,
  readExchangeRates,
  type TAccountLeg,
  type TBankLeg,
  type TBookingKind,
  type TLedgerAccountRow,
  type TNewBooking,
  type TReservationRow,
} from './ledger.repository';

/** Someone at another bank: the other side of a payment that goes through clearing. */
export interface TExternalParty {
  name: string;
  iban: string | null;
}

/**
 * One side of a booking: a customer's account at this bank (with the reference that side's
 * holder gave), another bank's customer reached through clearing, or the bank's fee income.
 */
export type TBookingSide =
  | { accountId: string; reference?: string }
  | { bankAccount: 'CLEARING'; party: TExternalParty; reference?: string }
  | { bankAccount: 'FEE_INCOME' };

export interface TTransferRequest {
  kind: Exclude<TBookingKind, 'OPENING'>;
  debit: TBookingSide;
  credit: TBookingSide;
  /**
   * In the debit side's currency (a debited account's own). A credited account of another
   * currency receives the amount converted at the bank's rates of the value date, through the
   * bank's FX position.
   */
  amountMinor: bigint;
  currency: string;
  valueDate: TIsoDate;
  /** The payment's description, shown to both sides. */
  description: string;
  endToEndId?: string;
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

function accountIdOf(side: TBookingSide): string | undefined {
  return 'accountId' in side ? side.accountId : undefined;
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
      reservation.accountId === accountIdOf(request.debit) &&
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
  credit: TLedgerAccountRow | undefined,
): Promise<TCreditLeg> {
  if (!credit || credit.currency === request.currency) return { amountMinor: request.amountMinor };
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

type TPostableAccount = TLedgerAccountRow & { bookedMinor: bigint };

interface TTransferPlan {
  /** The customer accounts of each side; a side at the bank's own ledger has none. */
  debit: TPostableAccount | undefined;
  credit: TPostableAccount | undefined;
  creditLeg: TCreditLeg;
}

/** Reads the locked accounts and the conversion; a refusal here still loses to a replay. */
async function planTransfer(
  tx: TTx,
  request: TTransferRequest,
  requestHash: string,
): Promise<TTransferPlan | TBookingReceipt> {
  const debitId = accountIdOf(request.debit);
  const creditId = accountIdOf(request.credit);
  const { accounts: locked, isCoreAvailable } = await lockLedgerAccounts(
    tx,
    [debitId, creditId].filter((id) => id !== undefined),
  );
  if (!isCoreAvailable) throw new AppError('BANKING_UNAVAILABLE');
  try {
    const debit =
      debitId === undefined ? undefined : readPostableAccount(locked, debitId, request.currency);
    const credit = creditId === undefined ? undefined : readPostableAccount(locked, creditId);
    return { debit, credit, creditLeg: await computeCreditLeg(tx, request, credit) };
  } catch (error) {
    // The same request may have booked before an account changed: the first answer stands.
    const replay =
      error instanceof AppError ? await replayIfBooked(tx, request, requestHash) : undefined;
    if (replay) return replay;
    throw error;
  }
}

/** The checks of the debit (with the reservation it consumes) and the credit, under the locks. */
function judgeTransfer(
  plan: TTransferPlan,
  request: TTransferRequest,
  reservation: TReservationRow | undefined,
): { ok: true } | { ok: false; code: TErrorCode } {
  if (plan.debit) {
    const debitCheck = checkDebit(toAccountState(plan.debit), request.amountMinor, {
      reservationMinor: reservation?.amountMinor ?? 0n,
    });
    if (!debitCheck.ok) return debitCheck;
  }
  if (plan.credit) {
    const creditCheck = checkCredit(toAccountState(plan.credit));
    if (!creditCheck.ok) return creditCheck;
  }
  return { ok: true };
}

/**
 * The whole transfer in as few round trips as the rules allow: lock and read the customer
 * accounts (with the core's availability), judge the transfer, then write the booking, its
 * customer legs and their balances in one statement. A refusal first looks for the key's booking:
 * a retry that waited behind its first request for the locks is answered with that booking, not
 * judged again against the balance the first one moved. The booking's insert yields to a key
 * already taken in the same way, so a transfer books once whatever the timing.
 */
async function writeTransfer(
  clock: TClock,
  tx: TTx,
  request: TTransferRequest,
  requestHash: string,
): Promise<TBookingReceipt> {
  const plan = await planTransfer(tx, request, requestHash);
  if ('bookingId' in plan) return plan;
  const reservation = await readConsumedReservation(tx, request);
  const verdict = judgeTransfer(plan, request, reservation);
  if (!verdict.ok) {
    const replay = await replayIfBooked(tx, request, requestHash);
    if (replay) return replay;
    throw new AppError(verdict.code);
  }
  const bookedAt = clock.now();
  const { creditLeg } = plan;
  const booking: TNewBooking = {
    kind: request.kind,
    bookedAt,
    valueDate: request.valueDate,
    description: request.description,
    idempotencyKey: { key: request.idempotencyKey, requestHash },
    ...(creditLeg.exchangeRate === undefined
      ? {}
      : { exchangeRate: creditLeg.exchangeRate, crossCurrencyFeeMinor: 0n }),
  };
  const bookingId = await postTransferLegs(tx, booking, { ...plan, request });
  if (bookingId === undefined) {
    const replay = await replayIfBooked(tx, request, requestHash);
    assert(replay !== undefined, 'a taken idempotency key has its booking');
    return replay;
  }
  if (reservation && plan.debit) {
    await closeReservation(tx, reservation.id, {
      status: 'CONSUMED',
      closedAt: bookedAt,
      bookingId,
    });
    await adjustReservedBalances(tx, plan.debit.id, reservation.kind, -reservation.amountMinor);
  }
  return { bookingId, isReplay: false };
}

/** Who the holder of one side sees on the other side of the transaction. */
function describeCounterparty(
  side: TBookingSide,
  account: TLedgerAccountRow | undefined,
): { name: string | null; iban: string | null } {
  if (account) return { name: account.ownerName, iban: account.iban };
  if ('party' in side) return side.party;
  return { name: null, iban: null };
}

function referenceOf(side: TBookingSide): string | null {
  return 'reference' in side && side.reference !== undefined ? side.reference : null;
}

interface TTransferLegs {
  debit: TLedgerAccountRow | undefined;
  credit: TLedgerAccountRow | undefined;
  request: TTransferRequest;
  creditLeg: TCreditLeg;
}

/**
 * Customer sides post to their accounts, the bank's sides to its ledger accounts; a conversion
 * puts each currency against the bank's FX position. Every booking sums to zero per currency, and
 * all its postings are written by one statement.
 */
async function postTransferLegs(
  tx: TTx,
  booking: TNewBooking,
  { debit, credit, request, creditLeg }: TTransferLegs,
): Promise<string | undefined> {
  const creditCurrency = credit?.currency ?? request.currency;
  const isCrossCurrency = creditCurrency !== request.currency;
  const bankLegs: TBankLeg[] = [];
  const { currency, amountMinor } = request;
  if ('bankAccount' in request.debit)
    bankLegs.push({ code: request.debit.bankAccount, currency, amountMinor: -amountMinor });
  if ('bankAccount' in request.credit)
    bankLegs.push({ code: request.credit.bankAccount, currency, amountMinor });
  if (isCrossCurrency) {
    bankLegs.push({ code: 'FX_POSITION', currency, amountMinor });
    bankLegs.push({
      code: 'FX_POSITION',
      currency: creditCurrency,
      amountMinor: -creditLeg.amountMinor,
    });
  }
  const accountLegs: TAccountLeg[] = [];
  const shared = { description: request.description, endToEndId: request.endToEndId ?? null };
  if (debit)
    accountLegs.push({
      ...shared,
      account: debit,
      amountMinor: -request.amountMinor,
      counterparty: describeCounterparty(request.credit, credit),
      reference: referenceOf(request.debit),
    });
  if (credit)
    accountLegs.push({
      ...shared,
      account: credit,
      amountMinor: creditLeg.amountMinor,
      counterparty: describeCounterparty(request.debit, debit),
      reference: referenceOf(request.credit),
    });
  assertBalancedPostings([
    ...accountLegs.map((leg) => ({
      accountId: leg.account.id,
      currency: leg.account.currency,
      amountMinor: leg.amountMinor,
    })),
    ...bankLegs.map((leg) => ({ accountId: leg.code, ...leg })),
  ]);
  return insertBooking(tx, booking, accountLegs, bankLegs);
}

/** Which sides a kind of booking has: a customer account on at least one side, always. */
function assertSidesFitKind(request: TTransferRequest): void {
  const debitId = accountIdOf(request.debit);
  const creditId = accountIdOf(request.credit);
  const expected: Record<TTransferRequest['kind'], [boolean, boolean]> = {
    TRANSFER: [true, true],
    PAYMENT_OUT: [true, false],
    CARD: [true, false],
    FEE: [true, false],
    PAYMENT_IN: [false, true],
    RETURN: [false, true],
  };
  const [isDebitAccount, isCreditAccount] = expected[request.kind];
  assert(
    (debitId !== undefined) === isDebitAccount && (creditId !== undefined) === isCreditAccount,
    `the sides of a ${request.kind} booking`,
  );
  assert(debitId === undefined || debitId !== creditId, 'a transfer needs two accounts');
}

/**
 * Books a transfer: the customer accounts are locked in a fixed order, the debit is checked against
 * status, balance, reservations and overdraft (a consumed reservation counting as available again),
 * and one booking with its postings, the new balances and the consumed reservation is committed as
 * a whole or not at all. A retry with the same key and request answers the first booking, also when
 * it arrives while the first is still running (it waits for the accounts' locks, then finds the key
 * taken).
 */
export async function bookTransfer(
  deps: { db: TDb; clock: TClock },
  request: TTransferRequest,
): Promise<TBookingReceipt> {
  return withSystemTransaction(deps.db, (tx) => bookTransferInTransaction(tx, deps.clock, request));
}

/** The same, inside a transaction of the caller's (an order's status changes with its booking). */
export async function bookTransferInTransaction(
  tx: TTx,
  clock: TClock,
  request: TTransferRequest,
): Promise<TBookingReceipt> {
  assert(request.amountMinor > 0n, 'a transfer moves a positive amount');
  assert(isKnownCurrency(request.currency), `unknown currency ${request.currency}`);
  assertSidesFitKind(request);
  return writeTransfer(clock, tx, request, hashIdempotentRequest(request));
}

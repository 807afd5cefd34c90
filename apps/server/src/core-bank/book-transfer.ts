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
import { withSystemTransaction, type TDb, type TExecutor, type TTx } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { GroupCommit } from './group-commit';
import { hashIdempotentRequest } from './idempotency';
import { readPostableAccount, toAccountState } from './ledger-accounts';
import {
  adjustReservedBalances,
  closeReservation,
  findBookingByIdempotencyKey,
  findReservation,
  lockAndWriteBooking,
  lockAndWriteBookings,
  lockLedgerAccounts,
  readExchangeRates,
  type TAccountLeg,
  type TBankLeg,
  type TBookingKind,
  type TBookingToWrite,
  type TBookingWrite,
  type TLedgerAccountRow,
  type TLockedLedger,
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
  executor: TExecutor,
  request: TTransferRequest,
  requestHash: string,
): Promise<TBookingReceipt | undefined> {
  const existing = await findBookingByIdempotencyKey(executor, request.idempotencyKey);
  if (!existing) return undefined;
  if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { bookingId: existing.id, isReplay: true };
}

function accountIdOf(side: TBookingSide): string | undefined {
  return 'accountId' in side ? side.accountId : undefined;
}

/**
 * The reservation a transfer consumes: active, on the debit account, enough for the amount. It is
 * read under the debit account's lock, as every reservation changes under it; the transfer's
 * accounts are all locked here, in the order every booking locks them.
 */
async function readConsumedReservation(
  tx: TTx,
  request: TTransferRequest,
): Promise<TReservationRow | undefined> {
  if (request.reservationId === undefined) return undefined;
  const debitId = accountIdOf(request.debit);
  const creditId = accountIdOf(request.credit);
  await lockLedgerAccounts(
    tx,
    [debitId, creditId].filter((id) => id !== undefined),
  );
  const reservation = await findReservation(tx, request.reservationId);
  assert(
    reservation?.status === 'ACTIVE' &&
      reservation.accountId === debitId &&
      reservation.amountMinor >= request.amountMinor,
    () => `reservation ${request.reservationId} cannot pay this transfer`,
  );
  return reservation;
}

interface TCreditLeg {
  /** The credited account's currency (the debit's, when the credit side is the bank's). */
  currency: string;
  amountMinor: bigint;
  exchangeRate?: string;
}

/** The credit as first written: in the debit's currency, as nearly every transfer is. */
function sameCurrencyLeg(request: TTransferRequest): TCreditLeg {
  return { currency: request.currency, amountMinor: request.amountMinor };
}

/** What the credit account receives: the same amount, or the amount converted at the day's rates. */
async function computeCreditLeg(
  tx: TExecutor,
  request: TTransferRequest,
  credit: TLedgerAccountRow | undefined,
): Promise<TCreditLeg> {
  if (!credit || credit.currency === request.currency) return sameCurrencyLeg(request);
  const conversion = convertMinor({
    amountMinor: request.amountMinor,
    from: request.currency,
    to: credit.currency,
    rates: await readExchangeRates(tx, request.valueDate),
    side: 'CUSTOMER_PAYS_FROM',
  });
  if (!conversion.ok) throw new AppError(conversion.code);
  return {
    currency: credit.currency,
    amountMinor: conversion.value.amountMinor,
    exchangeRate: conversion.value.rateApplied,
  };
}

type TPostableAccount = TLedgerAccountRow & { bookedMinor: bigint };

interface TTransferPlan {
  /** The customer accounts of each side; a side at the bank's own ledger has none. */
  debit: TPostableAccount | undefined;
  credit: TPostableAccount | undefined;
  creditLeg: TCreditLeg;
}

/** The customer accounts of the transfer's sides, as locked (see readPostableAccount). */
function readPostableSides(
  locked: Map<string, TLedgerAccountRow>,
  request: TTransferRequest,
): Pick<TTransferPlan, 'debit' | 'credit'> {
  const debitId = accountIdOf(request.debit);
  const creditId = accountIdOf(request.credit);
  return {
    debit:
      debitId === undefined ? undefined : readPostableAccount(locked, debitId, request.currency),
    credit: creditId === undefined ? undefined : readPostableAccount(locked, creditId),
  };
}

/** The locked accounts and the conversion; a refusal here still loses to a replay. */
async function planTransfer(
  tx: TExecutor,
  request: TTransferRequest,
  requestHash: string,
  { accounts: locked, isCoreAvailable }: TLockedLedger,
): Promise<TTransferPlan | TBookingReceipt> {
  if (!isCoreAvailable) throw new AppError('BANKING_UNAVAILABLE');
  try {
    const { debit, credit } = readPostableSides(locked, request);
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

/** The domain's verdict on the locked accounts must be the booking statement's (see its guard). */
function assertSameVerdict(
  verdict: ReturnType<typeof judgeTransfer>,
  write: TBookingWrite,
  request: TTransferRequest,
): void {
  assert(
    verdict.ok === (write.status === 'BOOKED'),
    () =>
      `the ledger's guard and the rules differ on ${request.idempotencyKey}: ${write.status}, ${verdict.ok ? 'allowed' : verdict.code}`,
  );
}

interface TTransferContext {
  executor: TExecutor;
  request: TTransferRequest;
  requestHash: string;
  booking: TNewBooking;
  reservation: TReservationRow | undefined;
}

/**
 * The transfer in as few round trips as the rules allow: one statement locks the customer accounts,
 * writes the booking in the debit's currency when they allow it, and answers the accounts as they
 * were. Nearly every transfer is done there. Otherwise the answer is judged: a refusal takes its
 * reason from the domain's rules (which must agree with the statement), a taken key is the first
 * booking's answer. A credit account of another currency is not written by that statement: its leg
 * is converted, and a second one writes the booking, inside a transaction (undefined when there is
 * none, and the caller opens one).
 *
 * A retry that waited behind its first request for the locks finds the key taken and is answered
 * with the first booking, also when it would now be refused (an account since changed): it is
 * never judged again against the balance the first one moved. So a transfer books once whatever
 * the timing.
 */
async function writeTransfer(
  context: TTransferContext,
  creditLeg: TCreditLeg,
  isInTransaction: boolean,
): Promise<TBookingReceipt | undefined> {
  const { executor, request, requestHash, reservation } = context;
  const booking =
    creditLeg.exchangeRate === undefined
      ? context.booking
      : { ...context.booking, exchangeRate: creditLeg.exchangeRate, crossCurrencyFeeMinor: 0n };
  const { ledger, write } = await lockAndWriteBooking(
    executor,
    buildTransferWrite(booking, request, creditLeg, reservation?.amountMinor ?? 0n),
  );
  if (write.status === 'KEY_TAKEN') {
    const replay = await replayIfBooked(executor, request, requestHash);
    assert(replay !== undefined, 'a taken idempotency key has its booking');
    return replay;
  }
  const plan = await planTransfer(executor, request, requestHash, ledger);
  if ('bookingId' in plan) return plan;
  if (write.status === 'NOT_FITTED') {
    assert(plan.creditLeg.currency !== creditLeg.currency, 'the legs fit the locked accounts');
    return isInTransaction ? writeTransfer(context, plan.creditLeg, true) : undefined;
  }
  const verdict = judgeTransfer(plan, request, reservation);
  assertSameVerdict(verdict, write, request);
  if (!verdict.ok) {
    const replay = await replayIfBooked(executor, request, requestHash);
    if (replay) return replay;
    throw new AppError(verdict.code);
  }
  assert(write.status === 'BOOKED', 'an allowed transfer is booked');
  return { bookingId: write.bookingId, isReplay: false };
}

/** The consumed reservation closes with its booking, and its money is no longer reserved. */
async function closeConsumedReservation(
  tx: TTx,
  reservation: TReservationRow,
  booking: { bookingId: string; bookedAt: Date },
): Promise<void> {
  await closeReservation(tx, reservation.id, {
    status: 'CONSUMED',
    closedAt: booking.bookedAt,
    bookingId: booking.bookingId,
  });
  await adjustReservedBalances(
    tx,
    reservation.accountId,
    reservation.kind,
    -reservation.amountMinor,
  );
}

/** Who the holder of one side sees on the other side of the transaction. */
function describeCounterparty(side: TBookingSide): TAccountLeg['counterparty'] {
  if ('accountId' in side) return { accountId: side.accountId };
  if ('party' in side) return side.party;
  return { name: null, iban: null };
}

function referenceOf(side: TBookingSide): string | null {
  return 'reference' in side && side.reference !== undefined ? side.reference : null;
}

/**
 * Customer sides post to their accounts, the bank's sides to its ledger accounts; a conversion
 * puts each currency against the bank's FX position. Every booking sums to zero per currency, and
 * all its postings are written by one statement, which locks the accounts first.
 */
function buildTransferWrite(
  booking: TNewBooking,
  request: TTransferRequest,
  creditLeg: TCreditLeg,
  consumedReservationMinor: bigint,
): TBookingToWrite {
  const isCrossCurrency = creditLeg.currency !== request.currency;
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
      currency: creditLeg.currency,
      amountMinor: -creditLeg.amountMinor,
    });
  }
  const accountLegs: TAccountLeg[] = [];
  const endToEndId = request.endToEndId ?? null;
  if ('accountId' in request.debit)
    accountLegs.push({
      accountId: request.debit.accountId,
      currency,
      amountMinor: -amountMinor,
      description: request.description,
      counterparty: describeCounterparty(request.credit),
      reference: referenceOf(request.debit),
      endToEndId,
    });
  if ('accountId' in request.credit)
    accountLegs.push({
      accountId: request.credit.accountId,
      currency: creditLeg.currency,
      amountMinor: creditLeg.amountMinor,
      description: request.description,
      counterparty: describeCounterparty(request.debit),
      reference: referenceOf(request.credit),
      endToEndId,
    });
  assertBalancedPostings(
    bankLegs.length === 0
      ? accountLegs
      : [...accountLegs, ...bankLegs.map((leg) => ({ ...leg, accountId: leg.code }))],
  );
  return { booking, accountLegs, bankLegs, consumedReservationMinor };
}

/** Per kind of booking, whether its debit and its credit side are customer accounts. */
const SIDES_OF_KIND: Readonly<Record<TTransferRequest['kind'], readonly [boolean, boolean]>> = {
  TRANSFER: [true, true],
  PAYMENT_OUT: [true, false],
  CARD: [true, false],
  FEE: [true, false],
  PAYMENT_IN: [false, true],
  RETURN: [false, true],
};

/** Which sides a kind of booking has: a customer account on at least one side, always. */
function assertSidesFitKind(request: TTransferRequest): void {
  const debitId = accountIdOf(request.debit);
  const creditId = accountIdOf(request.credit);
  const [isDebitAccount, isCreditAccount] = SIDES_OF_KIND[request.kind];
  assert(
    (debitId !== undefined) === isDebitAccount && (creditId !== undefined) === isCreditAccount,
    () => `the sides of a ${request.kind} booking`,
  );
  assert(debitId === undefined || debitId !== creditId, 'a transfer needs two accounts');
}

function prepareTransfer(
  clock: TClock,
  request: TTransferRequest,
): { requestHash: string; booking: TNewBooking } {
  assert(request.amountMinor > 0n, 'a transfer moves a positive amount');
  assert(isKnownCurrency(request.currency), () => `unknown currency ${request.currency}`);
  assertSidesFitKind(request);
  const requestHash = hashIdempotentRequest(request);
  return {
    requestHash,
    booking: {
      kind: request.kind,
      bookedAt: clock.now(),
      valueDate: request.valueDate,
      description: request.description,
      idempotencyKey: { key: request.idempotencyKey, requestHash },
    },
  };
}

/**
 * Transfers booked on the pool by concurrent callers (see GroupCommit): the transfers of one turn
 * of the event loop leave together, and two batches run side by side only on different accounts, so
 * that neither waits for the other's locks (PostgreSQL would then also re-check the waiting
 * statement). On busy accounts that makes one batch of all the transfers waiting, on many accounts
 * up to two at a time. A batch holds at most 32 transfers, so a statement's text stays one of a few
 * dozen prepared ones. bench/ledger.mjs measured the limits (docs/decisions.md, Throughput).
 */
const GROUP_COMMIT_LIMITS = { maxInFlight: 2, maxBatch: 32 };

/** What a transfer's write locks: its customer accounts, and the bank's ledger account of a side. */
function lockedKeysOf(request: TTransferRequest): string[] {
  return [request.debit, request.credit].map((side) =>
    'accountId' in side ? side.accountId : `bank:${side.bankAccount}:${request.currency}`,
  );
}

interface TPoolGroupCommit {
  groupCommit: GroupCommit<TTransferContext, TBookingReceipt | undefined>;
  /** Batches of several that wrote nothing, whose transfers were then written one by one. */
  splitBatches: number;
}

const groupCommits = new WeakMap<TDb, TPoolGroupCommit>();

function groupCommitOf(db: TDb): TPoolGroupCommit {
  let pool = groupCommits.get(db);
  if (!pool) {
    const created: TPoolGroupCommit = {
      splitBatches: 0,
      groupCommit: new GroupCommit({
        ...GROUP_COMMIT_LIMITS,
        // Transfers of one shape share a statement: as many customer legs (and so bank legs).
        groupOf: ({ request }) =>
          [request.debit, request.credit].map((side) => accountIdOf(side) !== undefined).join(),
        keysOf: ({ request }) => lockedKeysOf(request),
        run: (contexts) => writeTransfers(db, contexts, created),
      }),
    };
    pool = created;
    groupCommits.set(db, pool);
  }
  return pool;
}

/**
 * What the pool's group commit did so far (for tests and benches): batches, those of several
 * transfers, transfers, and batches of several split into single writes.
 */
export function readGroupCommitCounts(db: TDb): {
  batches: number;
  sharedBatches: number;
  items: number;
  splitBatches: number;
} {
  const pool = groupCommits.get(db);
  return pool
    ? { ...pool.groupCommit.counts, splitBatches: pool.splitBatches }
    : { batches: 0, sharedBatches: 0, items: 0, splitBatches: 0 };
}

/**
 * A batch of the group commit. One transfer is written as always. Several are written by one
 * statement, as if one after the other: when it books them all, the domain's rules judge each on
 * the accounts as the ones before it left them, and must agree. When it writes nothing (an account
 * does not fit, a transfer is refused, a key is taken, the statement failed), each is written on
 * its own, and answers as it would have alone: its own refusal, its replay, or its booking.
 */
async function writeTransfers(
  db: TDb,
  contexts: readonly TTransferContext[],
  counts: { splitBatches: number },
): Promise<PromiseSettledResult<TBookingReceipt | undefined>[]> {
  const writeEach = () => {
    if (contexts.length > 1) counts.splitBatches += 1;
    return Promise.allSettled(
      contexts.map((context) => writeTransfer(context, sameCurrencyLeg(context.request), false)),
    );
  };
  if (contexts.length === 1) return writeEach();
  let written: Awaited<ReturnType<typeof lockAndWriteBookings>>;
  try {
    written = await lockAndWriteBookings(
      db,
      contexts.map(({ booking, request }) =>
        buildTransferWrite(booking, request, sameCurrencyLeg(request), 0n),
      ),
    );
  } catch {
    // A taken key (a retry), or a failure every transfer meets again on its own.
    return writeEach();
  }
  if (written.status !== 'BOOKED') return writeEach();
  return contexts.map(({ request }, index) => {
    const booked = written.bookings[index];
    assert(booked !== undefined, 'each transfer of the batch has its booking');
    const plan = {
      ...readPostableSides(booked.accounts, request),
      creditLeg: sameCurrencyLeg(request),
    };
    const receipt = { bookingId: booked.bookingId, isReplay: false };
    assertSameVerdict(
      judgeTransfer(plan, request, undefined),
      { status: 'BOOKED', bookingId: booked.bookingId },
      request,
    );
    return { status: 'fulfilled', value: receipt };
  });
}

/**
 * Books a transfer: the customer accounts are locked in a fixed order, the debit is checked against
 * status, balance, reservations and overdraft (a consumed reservation counting as available again),
 * and one booking with its postings, the new balances and the consumed reservation is committed as
 * a whole or not at all. A retry with the same key and request answers the first booking, also when
 * it arrives while the first is still running (it waits for the accounts' locks, then finds the key
 * taken). A transfer in one currency that consumes no reservation is one statement, committed on
 * its own, shared with the transfers other callers submit meanwhile (group commit); the others run
 * in a transaction.
 */
export async function bookTransfer(
  deps: { db: TDb; clock: TClock },
  request: TTransferRequest,
): Promise<TBookingReceipt> {
  if (request.reservationId === undefined) {
    const prepared = prepareTransfer(deps.clock, request);
    const context = { ...prepared, executor: deps.db, request, reservation: undefined };
    const receipt = await groupCommitOf(deps.db).groupCommit.submit(context);
    if (receipt !== undefined) return receipt;
  }
  return withSystemTransaction(deps.db, (tx) => bookTransferInTransaction(tx, deps.clock, request));
}

/** The same, inside a transaction of the caller's (an order's status changes with its booking). */
export async function bookTransferInTransaction(
  tx: TTx,
  clock: TClock,
  request: TTransferRequest,
): Promise<TBookingReceipt> {
  const prepared = prepareTransfer(clock, request);
  const reservation = await readConsumedReservation(tx, request);
  const context = { ...prepared, executor: tx, request, reservation };
  const receipt = await writeTransfer(context, sameCurrencyLeg(request), true);
  assert(receipt !== undefined, 'a transfer in a transaction is done');
  if (reservation && !receipt.isReplay)
    await closeConsumedReservation(tx, reservation, {
      bookingId: receipt.bookingId,
      bookedAt: prepared.booking.bookedAt,
    });
  return receipt;
}

import { assert, getZagrebWallClock, type TErrorCode, type TIsoDate } from '@poslovno/domain';
import { withSystemTransaction, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { bookTransferInTransaction, type TBookingSide } from '../book-transfer';
import { assertCoreAvailable, isCoreAvailable } from '../core-availability';
import {
  findAccountIdByIban,
  findSanctionedParty,
  lockNextDueOrder,
  lockOrder,
} from './execution.repository';
import { ORDER_STEP_QUEUE, type TOrderStep, type TOrderStepJob } from './execution-queues';
import {
  DEFAULT_EXECUTION_TIMINGS,
  type TCoreOrder,
  type TExecutionDeps,
  type TExecutionTimings,
} from './execution.types';
import { changeOrder, endOrderUnpaid } from './order-changes';
import {
  decideClearingAnswer,
  isOrderDue,
  listChannelsOpenOn,
  normalizeSanctionsName,
  scoreFraud,
} from './order-rules';

/**
 * The engine: an order due today passes the fraud check, then the sanctions list, then is booked.
 * Each step runs in one transaction under the order's row lock, its status changing with its
 * bookings; every booking's idempotency key is the order's id and the step, so a job that runs
 * twice (a crash after the commit, before pg-boss heard of it) finds the step done and books
 * nothing again.
 */

const MAX_DESCRIPTION_LENGTH = 140;

function getTimings(deps: TExecutionDeps): TExecutionTimings {
  return deps.timings ?? DEFAULT_EXECUTION_TIMINGS;
}

async function sendStep(
  tx: TTx,
  deps: TExecutionDeps,
  job: TOrderStepJob,
  delayMs: number,
): Promise<void> {
  await deps.jobs.sendInTransaction(tx, ORDER_STEP_QUEUE, job, { startAfterMs: delayMs });
}

function prefixText(prefix: string, text: string): string {
  return `${prefix}${text}`.slice(0, MAX_DESCRIPTION_LENGTH);
}

type TBookingOutcome =
  | { ok: true; paymentBookingId: string; feeBookingId: string | null }
  | { ok: false; code: TErrorCode };

/** The creditor side: an account of this bank found by its IBAN, or the recipient bank via clearing. */
async function resolveCreditSide(tx: TTx, order: TCoreOrder): Promise<TBookingSide> {
  const reference = order.creditorReference ?? undefined;
  if (order.route === 'CLEARING')
    return { bankAccount: 'CLEARING', party: order.creditor, reference };
  const accountId = await findAccountIdByIban(tx, order.creditor.iban);
  if (accountId === undefined) throw new AppError('SIRIUS_NONEXISTENT_ACCOUNT');
  return { accountId, reference };
}

async function bookFee(tx: TTx, deps: TExecutionDeps, order: TCoreOrder, valueDate: TIsoDate) {
  if (order.feeMinor === 0n) return null;
  try {
    const fee = await bookTransferInTransaction(tx, deps.clock, {
      kind: 'FEE',
      debit: { accountId: order.debtorAccountId },
      credit: { bankAccount: 'FEE_INCOME' },
      amountMinor: order.feeMinor,
      currency: order.feeCurrency,
      valueDate,
      description: prefixText('Naknada: ', order.description),
      idempotencyKey: `order:${order.id}:fee`,
    });
    return fee.bookingId;
  } catch (error) {
    // The payment itself would go through; a fee the account cannot pay rejects it (000 §8).
    if (error instanceof AppError && error.code !== 'BANKING_UNAVAILABLE')
      throw new AppError('SIRIUS_FEE_ERROR', { cause: error });
    throw error;
  }
}

/**
 * The payment and its fee, in a savepoint: a refusal by the ledger (account status, funds, the
 * fee) rolls back both and becomes the order's rejection reason; the core going away is no
 * reason to reject, so it propagates and the job retries.
 */
async function bookPaymentWithFee(
  tx: TTx,
  deps: TExecutionDeps,
  order: TCoreOrder,
  valueDate: TIsoDate,
): Promise<TBookingOutcome> {
  assert(order.reservationId !== null, `order ${order.id} executes without a reservation`);
  const reservationId = order.reservationId;
  try {
    return await tx.transaction(async (savepoint): Promise<TBookingOutcome> => {
      const payment = await bookTransferInTransaction(savepoint, deps.clock, {
        kind: order.route === 'INTERNAL' ? 'TRANSFER' : 'PAYMENT_OUT',
        debit: { accountId: order.debtorAccountId, reference: order.debtorReference ?? undefined },
        credit: await resolveCreditSide(savepoint, order),
        amountMinor: order.amountMinor,
        currency: order.currency,
        valueDate,
        description: order.description,
        ...(order.endToEndId === null ? {} : { endToEndId: order.endToEndId }),
        idempotencyKey: `order:${order.id}:pay`,
        reservationId,
      });
      const feeBookingId = await bookFee(savepoint, deps, order, valueDate);
      return { ok: true, paymentBookingId: payment.bookingId, feeBookingId };
    });
  } catch (error) {
    if (error instanceof AppError && error.code !== 'BANKING_UNAVAILABLE')
      return { ok: false, code: error.code };
    throw error;
  }
}

/** Sanctions, then the bookings: internal orders are done, others go out through clearing. */
async function bookOrder(tx: TTx, deps: TExecutionDeps, order: TCoreOrder): Promise<TCoreOrder> {
  const sanctioned = await findSanctionedParty(tx, {
    iban: order.creditor.iban,
    matchName: normalizeSanctionsName(order.creditor.name),
  });
  const now = deps.clock.now();
  const fraudStatus = order.fraudStatus ?? undefined;
  if (sanctioned)
    return endOrderUnpaid(tx, deps.clock, order, {
      status: 'REJECTED',
      rejectionCode: 'SIRIUS_SANCTIONS',
      fraudStatus,
    });
  // The value date is the day it runs: its execution date, or today when it runs late.
  const valueDate = getZagrebWallClock(now).date;
  const outcome = await bookPaymentWithFee(tx, deps, order, valueDate);
  if (!outcome.ok)
    return endOrderUnpaid(tx, deps.clock, order, {
      status: 'REJECTED',
      rejectionCode: outcome.code,
      fraudStatus,
    });
  const booked = {
    executionDate: valueDate,
    paymentBookingId: outcome.paymentBookingId,
    feeBookingId: outcome.feeBookingId,
    fraudStatus: order.fraudStatus,
  };
  if (order.route === 'INTERNAL')
    return changeOrder(tx, now, order, { ...booked, status: 'EXECUTED', executedAt: now });
  const delayMs = getTimings(deps).clearingAnswerDelayMs[order.urgency];
  await sendStep(tx, deps, { orderId: order.id, step: 'CLEARING_ANSWER' }, delayMs);
  return changeOrder(tx, now, order, {
    ...booked,
    status: 'SENT_TO_RECIPIENT_BANK',
    nextStepAt: new Date(now.getTime() + delayMs),
  });
}

/** The fraud check first: declined ends the order, held waits for the analyst's review job. */
async function executeDueOrder(
  tx: TTx,
  deps: TExecutionDeps,
  order: TCoreOrder,
): Promise<TCoreOrder> {
  await assertCoreAvailable(tx);
  if (order.fraudStatus !== null) return bookOrder(tx, deps, order);
  const fraudStatus = scoreFraud({
    creditorIban: order.creditor.iban,
    amountMinor: order.amountMinor,
    currency: order.currency,
  });
  if (fraudStatus === 'FTM-DECLINED')
    return endOrderUnpaid(tx, deps.clock, order, {
      status: 'REJECTED',
      rejectionCode: 'FRAUD_DECLINED',
      fraudStatus,
    });
  if (fraudStatus === 'FTM-HOLD') {
    const delayMs = getTimings(deps).fraudReviewDelayMs;
    await sendStep(tx, deps, { orderId: order.id, step: 'REVIEW' }, delayMs);
    const now = deps.clock.now();
    return changeOrder(tx, now, order, {
      fraudStatus,
      nextStepAt: new Date(now.getTime() + delayMs),
    });
  }
  return bookOrder(tx, deps, { ...order, fraudStatus });
}

/**
 * The analyst's extra check of a held order ends in approval; it executes at once, or on the next
 * day its channel settles when the review ends on a weekend or holiday.
 */
async function approveHeldOrder(
  tx: TTx,
  deps: TExecutionDeps,
  order: TCoreOrder,
): Promise<TCoreOrder> {
  await assertCoreAvailable(tx);
  const approved = { ...order, fraudStatus: 'FTM-APPROVED' as const };
  if (isOrderDue(order, deps.clock.now())) return bookOrder(tx, deps, approved);
  return changeOrder(tx, deps.clock.now(), order, {
    fraudStatus: approved.fraudStatus,
    nextStepAt: null,
  });
}

/**
 * The recipient bank's answer through clearing: credited (EXECUTED), or refused with its reason,
 * and then the money comes back to the debtor as a RETURN booking. The fee stays charged: the
 * bank did its part.
 */
async function answerFromClearing(
  tx: TTx,
  deps: TExecutionDeps,
  order: TCoreOrder,
): Promise<TCoreOrder> {
  await assertCoreAvailable(tx);
  const now = deps.clock.now();
  const rejectionCode = decideClearingAnswer(order.creditor.iban);
  if (rejectionCode === undefined)
    return changeOrder(tx, now, order, { status: 'EXECUTED', executedAt: now, nextStepAt: null });
  const returned = await bookTransferInTransaction(tx, deps.clock, {
    kind: 'RETURN',
    debit: {
      bankAccount: 'CLEARING',
      party: order.creditor,
      reference: order.creditorReference ?? undefined,
    },
    credit: { accountId: order.debtorAccountId, reference: order.debtorReference ?? undefined },
    amountMinor: order.amountMinor,
    currency: order.currency,
    valueDate: getZagrebWallClock(now).date,
    description: prefixText('Povrat: ', order.description),
    ...(order.endToEndId === null ? {} : { endToEndId: order.endToEndId }),
    idempotencyKey: `order:${order.id}:return`,
  });
  return changeOrder(tx, now, order, {
    status: 'REJECTED',
    rejectionCode,
    returnBookingId: returned.bookingId,
    nextStepAt: null,
  });
}

/**
 * One step of a locked order, if it is the step the order is waiting for: a repeated or early
 * job (the order done, revoked, not yet due) changes nothing.
 */
async function advanceLockedOrder(
  tx: TTx,
  deps: TExecutionDeps,
  order: TCoreOrder,
  step: TOrderStep,
): Promise<TCoreOrder> {
  const isHeld = order.fraudStatus === 'FTM-HOLD';
  if (step === 'EXECUTE' && order.status === 'ORDERED' && !isHeld)
    return isOrderDue(order, deps.clock.now()) ? executeDueOrder(tx, deps, order) : order;
  if (step === 'REVIEW' && order.status === 'ORDERED' && isHeld)
    return approveHeldOrder(tx, deps, order);
  if (step === 'CLEARING_ANSWER' && order.status === 'SENT_TO_RECIPIENT_BANK')
    return answerFromClearing(tx, deps, order);
  return order;
}

/** What a job does: the named step of the order, in its own transaction under the order's lock. */
export async function runOrderStep(
  deps: TExecutionDeps,
  orderId: string,
  step: TOrderStep,
): Promise<TCoreOrder> {
  return withSystemTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    // The job was sent in the transaction that stored the order, so the order is there.
    assert(order !== undefined, `no order ${orderId} for its job`);
    return advanceLockedOrder(tx, deps, order, step);
  });
}

function getWaitingStep(order: TCoreOrder): TOrderStep {
  if (order.status === 'SENT_TO_RECIPIENT_BANK') return 'CLEARING_ANSWER';
  return order.fraudStatus === 'FTM-HOLD' ? 'REVIEW' : 'EXECUTE';
}

export const MAX_ORDERS_PER_SWEEP = 200;

/**
 * The sweeper, the guarantee that no order is stranded: whatever a lost job, a crash or a future
 * execution date left waiting is taken one order at a time, locked with SKIP LOCKED so that
 * sweepers and jobs in other processes never wait for each other or take the same order. Each
 * order taken is advanced (a due order leaves the due set), so the loop ends. An order whose step
 * fails is passed over for the rest of the sweep, so one broken order cannot hold up the others;
 * its failure is reported at the end (the sweep job fails, and pg-boss keeps the errors).
 */
export async function sweepDueOrders(
  deps: TExecutionDeps,
  { maxOrders = MAX_ORDERS_PER_SWEEP }: { maxOrders?: number } = {},
): Promise<number> {
  // With the core away nothing can execute; its return is the next sweep's work.
  if (!(await isCoreAvailable(deps.db))) return 0;
  let advanced = 0;
  const skippedIds: string[] = [];
  const failures: unknown[] = [];
  while (advanced + skippedIds.length < maxOrders) {
    let takenId: string | undefined;
    try {
      const order = await withSystemTransaction(deps.db, async (tx) => {
        const now = deps.clock.now();
        const today = getZagrebWallClock(now).date;
        const openChannels = listChannelsOpenOn(today);
        const due = await lockNextDueOrder(tx, { today, now, openChannels, skippedIds });
        takenId = due?.id;
        return due && advanceLockedOrder(tx, deps, due, getWaitingStep(due));
      });
      if (order === undefined) break;
      advanced += 1;
    } catch (error) {
      const isOrdersOwn = !(error instanceof AppError && error.code === 'BANKING_UNAVAILABLE');
      if (takenId === undefined || !isOrdersOwn) throw error;
      skippedIds.push(takenId);
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `the steps of orders ${skippedIds.join(', ')} failed`);
  return advanced;
}

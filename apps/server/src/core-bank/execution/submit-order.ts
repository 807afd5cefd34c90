import {
  assert,
  convertMinor,
  DOMESTIC_CURRENCY,
  isKnownCurrency,
  isIsoDate,
  URGENCIES,
  validateIban,
} from '@poslovno/domain';
import { withSystemTransaction, type TTx } from '../../platform/db/database';
import { announceOrderChange } from './order-listeners';
import { AppError } from '../../platform/errors';
import { assertCoreAvailable } from '../core-availability';
import { hashIdempotentRequest } from '../idempotency';
import { lockLedgerAccounts, readExchangeRates } from '../ledger.repository';
import {
  findOrderByIdempotencyKey,
  insertOrderEvent,
  insertOrderUnlessKeyUsed,
  readBankCode,
  updateOrder,
} from './execution.repository';
import { ORDER_STEP_QUEUE, type TOrderStepJob } from './execution-queues';
import { takeNumberedOrderId } from './order-reference';
import type {
  TCoreOrder,
  TCoreOrderRequest,
  TExecutionDeps,
  TSubmitReceipt,
} from './execution.types';
import { reserveFundsInTransaction } from '../reserve-funds';
import {
  getTariffFeeEurMinor,
  isExecutionDateBookable,
  isOrderDue,
  planExecution,
  type TExecutionPlan,
} from './order-rules';

/** The payments module validated the order before it was signed; a malformed one here is a bug. */
function assertWellFormed(request: TCoreOrderRequest): void {
  assert(request.amountMinor > 0n, 'an order moves a positive amount');
  assert(isKnownCurrency(request.currency), `unknown currency ${request.currency}`);
  assert(URGENCIES.includes(request.urgency), `unknown urgency ${request.urgency}`);
  assert(isIsoDate(request.requestedExecutionDate), 'the requested date is YYYY-MM-DD');
  // A payee abroad may have an account number that is no IBAN (a US or Chinese account); a
  // Croatian payee always has an IBAN.
  const iban = validateIban(request.creditor.iban);
  const isIban = iban.ok && iban.value === request.creditor.iban;
  assert(
    isIban ||
      (!request.creditor.iban.startsWith('HR') && /^[A-Z0-9]{1,34}$/.test(request.creditor.iban)),
    'the creditor account is a valid compact IBAN, or a compact account number abroad',
  );
  assert(request.creditor.name.trim().length > 0, 'the creditor has a name');
  const limits: [string | undefined, number][] = [
    [request.creditor.name, 140],
    [request.description, 140],
    [request.debtorReference, 30],
    [request.creditorReference, 30],
    [request.endToEndId, 35],
    [request.sourceReference, 100],
    [request.idempotencyKey, 200],
  ];
  for (const [text, maxLength] of limits)
    assert(text === undefined || text.length <= maxLength, `an order text is over ${maxLength}`);
}

function replay(existing: TCoreOrder & { requestHash: string }, requestHash: string) {
  if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const { requestHash: _hash, ...order } = existing;
  return { order, isReplay: true };
}

/** The tariff's EUR fee in the account's currency (middle rate of the day); no rate, no fee. */
async function computeFeeMinor(
  tx: TTx,
  plan: TExecutionPlan,
  request: TCoreOrderRequest,
): Promise<bigint> {
  const feeEurMinor = getTariffFeeEurMinor(plan.route, plan.channel, request.urgency);
  if (feeEurMinor === 0n || request.currency === DOMESTIC_CURRENCY) return feeEurMinor;
  const conversion = convertMinor({
    amountMinor: feeEurMinor,
    from: DOMESTIC_CURRENCY,
    to: request.currency,
    rates: await readExchangeRates(tx, plan.executionDate),
    side: 'MIDDLE',
  });
  if (!conversion.ok) throw new AppError('SIRIUS_FEE_ERROR');
  return conversion.value.amountMinor;
}

/**
 * Hands a signed payment to the core, in one transaction: the core must be available, the
 * execution date follows the cut-off and business-day rules, the amount is reserved on the debtor
 * account (not enough money: SIRIUS_INSUFFICIENT_FUNDS and nothing is stored), the order is stored
 * as ORDERED, and an order due today gets its execution job; a later one is found by the sweeper
 * on its day. A retry with the same key and request answers the first order.
 */
export async function submitOrder(
  deps: TExecutionDeps,
  request: TCoreOrderRequest,
): Promise<TSubmitReceipt> {
  const receipt = await withSystemTransaction(deps.db, (tx) =>
    submitOrderInTransaction(tx, deps, request),
  );
  if (!receipt.isReplay) deps.jobs.wake(ORDER_STEP_QUEUE);
  return receipt;
}

/**
 * The same inside the caller's transaction (the middleware's signature and the order's status
 * commit with it), run as the bank. The caller wakes the engine after its commit
 * (`wakeOrderEngine`): a job sent in a transaction that has not committed cannot be fetched.
 */
export async function submitOrderInTransaction(
  tx: TTx,
  deps: Omit<TExecutionDeps, 'db'>,
  request: TCoreOrderRequest,
): Promise<TSubmitReceipt> {
  assertWellFormed(request);
  const requestHash = hashIdempotentRequest(request);
  await assertCoreAvailable(tx);
  const existing = await findOrderByIdempotencyKey(tx, request.companyId, request.idempotencyKey);
  if (existing) return replay(existing, requestHash);
  // The account's balances are locked first, as every booking and reservation locks them, so
  // orders on one account queue here instead of deadlocking later.
  const { accounts: locked } = await lockLedgerAccounts(tx, [request.debtorAccountId]);
  const account = locked.get(request.debtorAccountId);
  if (account?.companyId !== request.companyId) throw new AppError('NOT_FOUND');
  if (account.currency !== request.currency) throw new AppError('CURRENCY_MISMATCH');
  // No booking can move money from an account to itself: refused here, never left to the engine.
  if (account.iban === request.creditor.iban) throw new AppError('CREDITOR_SAME_AS_DEBTOR');
  const now = deps.clock.now();
  const plan = planExecution({
    now,
    creditorIban: request.creditor.iban,
    currency: request.currency,
    urgency: request.urgency,
    requestedExecutionDate: request.requestedExecutionDate,
    bankCode: await readBankCode(tx),
  });
  if (!isExecutionDateBookable(plan.executionDate)) throw new AppError('SIRIUS_VALUE_DATE');
  const feeMinor = await computeFeeMinor(tx, plan, request);
  const orderId = await takeNumberedOrderId(tx, now);
  const isClaimed = await insertOrderUnlessKeyUsed(tx, {
    id: orderId,
    companyId: request.companyId,
    debtorAccountId: request.debtorAccountId,
    creditorIban: request.creditor.iban,
    creditorName: request.creditor.name,
    amountMinor: request.amountMinor,
    currency: request.currency,
    urgency: request.urgency,
    route: plan.route,
    channel: plan.channel,
    requestedExecutionDate: request.requestedExecutionDate,
    executionDate: plan.executionDate,
    description: request.description,
    debtorReference: request.debtorReference ?? null,
    creditorReference: request.creditorReference ?? null,
    endToEndId: request.endToEndId ?? null,
    sourceReference: request.sourceReference,
    idempotencyKey: request.idempotencyKey,
    requestHash,
    status: 'ORDERED',
    feeMinor,
    feeCurrency: account.currency,
    createdAt: now,
    updatedAt: now,
  });
  if (!isClaimed) {
    // A concurrent request with the key committed while this one waited for it.
    const first = await findOrderByIdempotencyKey(tx, request.companyId, request.idempotencyKey);
    assert(first !== undefined, 'a taken order key has its order');
    return replay(first, requestHash);
  }
  const reservation = await reserveFundsInTransaction(tx, deps.clock, {
    accountId: request.debtorAccountId,
    kind: 'PAYMENT',
    amountMinor: request.amountMinor,
    currency: request.currency,
    reference: `Nalog ${request.sourceReference}`,
    idempotencyKey: `order:${orderId}:reserve`,
  });
  const order = await updateOrder(tx, orderId, {
    reservationId: reservation.reservationId,
    updatedAt: now,
  });
  await insertOrderEvent(tx, order, now);
  await announceOrderChange(tx, order);
  if (isOrderDue(order, now)) {
    const job: TOrderStepJob = { orderId, step: 'EXECUTE' };
    await deps.jobs.sendInTransaction(tx, ORDER_STEP_QUEUE, job);
  }
  return { order, isReplay: false };
}

/** After the commit of an order handed over in the caller's transaction: the engine fetches at once. */
export function wakeOrderEngine(jobs: TExecutionDeps['jobs']): void {
  jobs.wake(ORDER_STEP_QUEUE);
}

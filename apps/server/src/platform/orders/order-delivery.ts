import { assert, getOrderPhase, isOrderTransitionAllowed, type TErrorCode } from '@poslovno/domain';
import { withBankRole, withSystemTransaction, type TTx } from '../db/database';
import { AppError } from '../errors';
import type { TDeps } from '../http';
import type { TBackOfficeDecision, TOrderTypePlugin } from './order-type';
import {
  cancelOrderDelivery,
  insertOrderDelivery,
  lockDueDelivery,
  lockOrderOfCoreOrder,
  postponeOrderDelivery,
  takeForcedRejection,
  updateOrder,
  type TKernelOrder,
} from './orders.repository';

/**
 * The outbox to the bank's back office (DESIGN.md §4): an order signed in full is written to it in
 * the transaction of its last signature; a job takes each due order to the processor of its type,
 * and the processor's decision, the order's new status and the row's removal commit together, so
 * an order is decided exactly once however often delivery is tried or a process dies.
 */
export const ORDER_DELIVERY_QUEUE = 'orders-deliver';

/** A bank that cannot be reached: the order waits a minute, as a payment's hand-off does. */
const RETRY_DELAY_MS = 60_000;
const DELIVERY_BATCH = 50;

type TAnyPlugin = TOrderTypePlugin<never, unknown>;

/**
 * Puts an authorised order into the outbox, due after the bank's processing delay, with a job
 * that exists only if the signature commits.
 */
export async function enqueueOrderDelivery(
  tx: TTx,
  deps: Pick<TDeps, 'clock' | 'config' | 'jobs'>,
  order: Pick<TKernelOrder, 'id' | 'companyId'>,
  typeDueAt?: Date,
): Promise<void> {
  const now = deps.clock.now().getTime();
  const delayMs = Math.max(deps.config.bankProcessingDelayMs, (typeDueAt?.getTime() ?? 0) - now);
  const dueAt = new Date(now + delayMs);
  await withBankRole(tx, async () => {
    await insertOrderDelivery(tx, { orderId: order.id, companyId: order.companyId, dueAt });
    await deps.jobs.sendInTransaction(tx, ORDER_DELIVERY_QUEUE, {}, { startAfterMs: delayMs });
  });
}

/** After the commit: a delivery due at once is fetched now rather than at the next poll. */
export function wakeOrderDelivery(deps: Pick<TDeps, 'config' | 'jobs'>): void {
  if (deps.config.bankProcessingDelayMs === 0) deps.jobs.wake(ORDER_DELIVERY_QUEUE);
}

/** The decision as the order's new status: the type's names, checked against its vocabulary. */
function toDecidedState(plugin: TAnyPlugin, order: TKernelOrder, decision: TBackOfficeDecision) {
  const { delivery, vocabulary } = plugin;
  assert(delivery.kind === 'BACK_OFFICE', 'a back-office decision');
  const status = decision.outcome === 'EXECUTED' ? decision.status : delivery.rejectedStatus;
  assert(
    isOrderTransitionAllowed(vocabulary, order.status, status),
    `order ${order.id}: the back office moved it from ${order.status} to ${status}`,
  );
  return {
    status,
    phase: getOrderPhase(vocabulary, status),
    statusCodes: decision.outcome === 'REJECTED' ? [decision.reason] : [],
  };
}

/**
 * The back office's decision on an authorised order, applied: a rejection the bank operator forced
 * first, else the processor of its type, in a savepoint. Undefined while the bank cannot be
 * reached (BANKING_UNAVAILABLE): nothing is decided and the order stays as it was.
 */
async function decide(
  tx: TTx,
  deps: TDeps,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
): Promise<TKernelOrder | undefined> {
  const { delivery } = plugin;
  assert(delivery.kind === 'BACK_OFFICE', `${order.orderType} is not decided by the back office`);
  const now = deps.clock.now();
  const forced = await takeForcedRejection(tx, order.orderType, { id: order.id, at: now });
  let decision: TBackOfficeDecision;
  if (forced === undefined) {
    try {
      decision = await tx.transaction((savepoint) =>
        delivery.process(savepoint, deps, order, value),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === 'BANKING_UNAVAILABLE') return undefined;
      throw error;
    }
  } else {
    // The operator's reason was checked against the type's list when it was given.
    decision = { outcome: 'REJECTED', reason: forced as TErrorCode };
  }
  return updateOrder(tx, order.id, { ...toDecidedState(plugin, order, decision), modifiedAt: now });
}

/**
 * A type that decides at once (decidesAtOnce): the decision in the transaction of the last
 * signature, as the bank; undefined while the bank cannot be reached, for the outbox to retry.
 */
export function decideInTransaction(
  tx: TTx,
  deps: TDeps,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
): Promise<TKernelOrder | undefined> {
  return withBankRole(tx, () => decide(tx, deps, plugin, order, value));
}

type TDeliveryStep = 'NONE_DUE' | 'DECIDED' | 'POSTPONED' | 'DROPPED';

/** Decides the oldest due order; the bank unreachable: PROPAGATION_FAILED, tried in a minute. */
async function deliverOne(deps: TDeps, orderTypes: readonly TAnyPlugin[]): Promise<TDeliveryStep> {
  const now = deps.clock.now();
  return withSystemTransaction(deps.db, async (tx): Promise<TDeliveryStep> => {
    const due = await lockDueDelivery(tx, now);
    if (!due) return 'NONE_DUE';
    const order = await lockOrderOfCoreOrder(tx, due.orderId);
    // Recalled (or otherwise moved) while it waited: nothing is left to decide.
    if (order?.phase !== 'AUTHORIZED') {
      await cancelOrderDelivery(tx, due.orderId);
      return 'DROPPED';
    }
    const plugin = orderTypes.find((type) => type.orderType === order.orderType);
    assert(plugin !== undefined, `order ${order.id} is of an unknown type ${order.orderType}`);
    const decided = await decide(tx, deps, plugin, order, await plugin.readDetails(tx, order));
    if (!decided) {
      await postponeOrderDelivery(tx, order.id, {
        dueAt: new Date(now.getTime() + RETRY_DELAY_MS),
        attempts: due.attempts + 1,
        lastError: 'BANKING_UNAVAILABLE',
      });
      await updateOrder(tx, order.id, { statusCodes: ['PROPAGATION_FAILED'] });
      return 'POSTPONED';
    }
    await cancelOrderDelivery(tx, order.id);
    return 'DECIDED';
  });
}

/** Decides the due orders one by one, each in its own transaction; the count decided. */
export async function deliverDueOrders(
  deps: TDeps,
  orderTypes: readonly TAnyPlugin[],
): Promise<number> {
  let decided = 0;
  for (let step = 0; step < DELIVERY_BATCH; step += 1) {
    const result = await deliverOne(deps, orderTypes);
    if (result === 'NONE_DUE') break;
    if (result === 'DECIDED') decided += 1;
  }
  return decided;
}

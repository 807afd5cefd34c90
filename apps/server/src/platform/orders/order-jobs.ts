import { assert, getOrderPhase, getZagrebWallClock } from '@poslovno/domain';
import { withSystemTransaction } from '../db/database';
import { AppError } from '../errors';
import type { TDeps } from '../http';
import type { TJobRunner } from '../jobs/job-runner';
import { wakeOrderEngine } from '../../core-bank/execution/submit-order';
import { ORDER_DELIVERY_QUEUE, deliverDueOrders } from './order-delivery';
import { handOffOrder } from './order-kernel';
import type { TOrderTypePlugin } from './order-type';
import {
  cancelStaleOrders,
  lockOrderOfCoreOrder,
  selectUnpropagatedOrderIds,
  updateOrder,
} from './orders.repository';

export const ORDER_PROPAGATION_QUEUE = 'orders-propagate';
export const ORDER_EXPIRY_QUEUE = 'orders-expire';

/** Every minute: authorised orders the core could not take when they were signed. */
const PROPAGATION_CRON = '* * * * *';
/** Every minute, besides the job each last signature sends: the back office's due orders. */
const DELIVERY_CRON = '* * * * *';
/** Every hour (the run reads the bank's day): orders nobody authorised before their date passed. */
const EXPIRY_CRON = '20 * * * *';
const PROPAGATION_BATCH = 50;

type TAnyPlugin = TOrderTypePlugin<never, unknown>;

/**
 * The kernel's own jobs: handing over authorised orders whose hand-off failed because the core was
 * down (PROPAGATION_FAILED), delivering authorised orders to the back office, and cancelling
 * orders left unauthorised past their execution date.
 */
export async function registerOrderJobs(
  runner: TJobRunner,
  deps: TDeps,
  orderTypes: readonly TAnyPlugin[],
): Promise<void> {
  await runner.defineQueue({
    name: ORDER_PROPAGATION_QUEUE,
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 120,
  });
  await runner.defineQueue({
    name: ORDER_DELIVERY_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
  });
  await runner.defineQueue({
    name: ORDER_EXPIRY_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
  });
  if (!runner.isWorking) return;
  await runner.work(ORDER_PROPAGATION_QUEUE, async () => {
    await propagateOrders(deps, orderTypes);
  });
  await runner.schedule(ORDER_PROPAGATION_QUEUE, PROPAGATION_CRON);
  await runner.work(ORDER_DELIVERY_QUEUE, async () => {
    await deliverDueOrders(deps, orderTypes);
  });
  await runner.schedule(ORDER_DELIVERY_QUEUE, DELIVERY_CRON);
  await runner.work(ORDER_EXPIRY_QUEUE, async () => {
    await expireOrders(deps);
  });
  await runner.schedule(ORDER_EXPIRY_QUEUE, EXPIRY_CRON);
}

/** The type's status of an order the core refused after its signature (a payment: REJECTED). */
function toRejectedState(plugin: TAnyPlugin) {
  const { vocabulary } = plugin;
  const status = vocabulary.bankTransitions[vocabulary.kernelStatuses.AUTHORIZED]?.find(
    (candidate) => getOrderPhase(vocabulary, candidate) === 'FAILED',
  );
  assert(status !== undefined, `${plugin.orderType} names a status for a refused hand-off`);
  return { status, phase: 'FAILED' as const };
}

/**
 * Tries the hand-off of each authorised order the core has not taken, oldest first. The core still
 * down: the order waits for the next minute. The core refusing it now (the money is gone, the
 * account closed in the meantime): REJECTED with the core's reason, shown to the client.
 */
export async function propagateOrders(
  deps: TDeps,
  orderTypes: readonly TAnyPlugin[],
): Promise<number> {
  let handed = 0;
  for (const orderId of await selectUnpropagatedOrderIds(deps.db, PROPAGATION_BATCH)) {
    const isHanded = await withSystemTransaction(deps.db, async (tx) => {
      const order = await lockOrderOfCoreOrder(tx, orderId);
      if (order?.status !== 'ORDER-PENDING') return false;
      const plugin = orderTypes.find((type) => type.orderType === order.orderType);
      if (!plugin) throw new Error(`order ${orderId} is of an unknown type ${order.orderType}`);
      const value = await plugin.readDetails(tx, order);
      try {
        const result = await handOffOrder(tx, deps, plugin, order, value);
        return result.status !== 'ORDER-PENDING';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await updateOrder(tx, orderId, {
          ...toRejectedState(plugin),
          statusCodes: [error.code],
        });
        return false;
      }
    });
    if (isHanded) handed += 1;
  }
  if (handed > 0) wakeOrderEngine(deps.jobs);
  return handed;
}

/** Cancels the orders left unauthorised before today (the bank's day). */
export function expireOrders(deps: Pick<TDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  return cancelStaleOrders(deps.db, getZagrebWallClock(now).date, now);
}

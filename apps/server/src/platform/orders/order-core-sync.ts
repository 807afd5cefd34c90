import {
  assert,
  getOrderPhase,
  isOrderTransitionAllowed,
  type TErrorCode,
  type TOrderStatus,
} from '@poslovno/domain';
import type { TCoreOrder } from '../../core-bank/execution/execution.types';
import type { TTx } from '../db/database';
import { readCoreSourceReference } from './order-kernel';
import type { TOrderTypePlugin } from './order-type';
import { lockOrderOfCoreOrder, updateOrder } from './orders.repository';

/** Why a rejected order was rejected: the core's SIRIUS_* reason, or the fraud check's decline. */
function readRejection(order: TCoreOrder): TErrorCode[] {
  if (order.status !== 'REJECTED') return [];
  if (order.rejectionCode !== null) return [order.rejectionCode];
  return order.fraudStatus === 'FTM-DECLINED' ? ['FRAUD_DECLINED'] : [];
}

/**
 * The core announced a change of an order the kernel handed over (`ORDER:<id>`): the kernel's
 * order takes the core's status (000 §4: ORDERED, SENT_TO_RECIPIENT_BANK, EXECUTED, REJECTED with
 * the reason, REVOKED), the fraud check, the day it really ran and the fee, in the core's own
 * transaction. Orders of other origins (the core's own tests, demo activity) are not the kernel's.
 */
export async function syncOrderFromCore(
  tx: TTx,
  coreOrder: TCoreOrder,
  orderTypes: readonly TOrderTypePlugin<never, unknown>[],
): Promise<void> {
  const orderId = readCoreSourceReference(coreOrder.sourceReference);
  if (orderId === undefined) return;
  const order = await lockOrderOfCoreOrder(tx, orderId);
  if (!order) return;
  const type = orderTypes.find((candidate) => candidate.orderType === order.orderType);
  assert(
    type?.delivery.kind === 'CORE',
    `order ${orderId} of ${order.orderType} is not the core's`,
  );
  const { vocabulary } = type;
  assert(
    order.coreOrderId === null || order.coreOrderId === coreOrder.id,
    `order ${orderId} was handed to the core twice`,
  );
  const status: TOrderStatus = coreOrder.status;
  assert(
    status === order.status || isOrderTransitionAllowed(vocabulary, order.status, status),
    `order ${orderId}: the core moved it from ${order.status} to ${status}`,
  );
  await updateOrder(tx, orderId, {
    status,
    phase: getOrderPhase(vocabulary, status),
    statusCodes: readRejection(coreOrder),
    coreOrderId: coreOrder.id,
    fraudStatus: coreOrder.fraudStatus,
    // The day it ran, once it ran; before, the core's date is only its plan.
    actualExecutionDate:
      status === 'EXECUTED' || status === 'SENT_TO_RECIPIENT_BANK' ? coreOrder.executionDate : null,
    feeMinor: coreOrder.feeMinor,
    feeCurrency: coreOrder.feeCurrency,
  });
}

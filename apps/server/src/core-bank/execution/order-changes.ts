import type { TErrorCode } from '@poslovno/domain';
import type { TClock } from '../../platform/clock';
import type { TTx } from '../../platform/db/database';
import { insertOrderEvent, updateOrder, type TOrderPatch } from './execution.repository';
import type { TCoreOrder, TFraudStatus } from './execution.types';
import { releaseReservationInTransaction } from '../reserve-funds';
import { announceOrderChange } from './order-listeners';

/** A change of an order under its lock, written to its history in the same transaction. */
export async function changeOrder(
  tx: TTx,
  now: Date,
  order: TCoreOrder,
  patch: Omit<TOrderPatch, 'updatedAt'>,
): Promise<TCoreOrder> {
  const changed = await updateOrder(tx, order.id, { ...patch, updatedAt: now });
  await insertOrderEvent(tx, changed, now);
  await announceOrderChange(tx, changed);
  return changed;
}

/**
 * An order that ends without paying (rejected, revoked): the money it set aside goes back to the
 * account in the same transaction as the status.
 */
export async function endOrderUnpaid(
  tx: TTx,
  clock: TClock,
  order: TCoreOrder,
  ending:
    | { status: 'REVOKED' }
    | { status: 'REJECTED'; rejectionCode: TErrorCode | null; fraudStatus?: TFraudStatus },
): Promise<TCoreOrder> {
  if (order.reservationId !== null)
    await releaseReservationInTransaction(tx, clock, order.reservationId);
  return changeOrder(tx, clock.now(), order, { nextStepAt: null, ...ending });
}

import { and, desc, eq, inArray } from 'drizzle-orm';
import { BASKET_ORDER_TYPE, WAITING_PHASES } from '@poslovno/domain';
import type { TCompanyScope, TExecutor, TTx } from '../../platform/db/database';
import { isOrderOfRuleVisibleTo, toKernelOrder } from '../../platform/orders/orders.repository';
import { orders } from '../../platform/orders/orders.schema';
import { paymentBaskets } from './baskets.schema';

export interface TBasketRow {
  basketUuid: string;
  referenceNumber: string;
}

export async function insertBasket(
  tx: TTx,
  basket: { orderId: bigint; companyId: string } & TBasketRow,
): Promise<void> {
  await tx.insert(paymentBaskets).values(basket);
}

export async function selectBasket(executor: TExecutor, orderId: bigint): Promise<TBasketRow> {
  const [row] = await executor
    .select({
      basketUuid: paymentBaskets.basketUuid,
      referenceNumber: paymentBaskets.referenceNumber,
    })
    .from(paymentBaskets)
    .where(eq(paymentBaskets.orderId, orderId));
  if (!row) throw new Error(`basket ${orderId} has its row`);
  return row;
}

/** The baskets waiting for signatures that the person sees (every payment of each), newest first. */
export async function selectActiveBaskets(
  executor: TExecutor,
  viewer: TCompanyScope,
  notExpiredOn: string,
) {
  const rows = await executor
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderType, BASKET_ORDER_TYPE),
        isOrderOfRuleVisibleTo(viewer, 'GROUP'),
        inArray(orders.phase, WAITING_PHASES),
      ),
    )
    .orderBy(desc(orders.id));
  // The expiry job runs hourly: a basket past its date is no longer offered meanwhile.
  return rows
    .map(toKernelOrder)
    .filter((order) => order.executionDate === null || order.executionDate >= notExpiredOn);
}

import type { TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { findOrder, selectOrderEvents, selectOrdersBySource } from './execution.repository';
import type { TCoreOrder } from './execution.types';

/** One order of the company; another company's id answers as unknown. */
export async function readOrder(
  deps: { db: TDb },
  target: { companyId: string; orderId: string },
): Promise<TCoreOrder> {
  const order = await findOrder(deps.db, target.companyId, target.orderId);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/** The orders that executed one payment of the middleware, oldest first. */
export function listOrders(
  deps: { db: TDb },
  filter: { companyId: string; sourceReference: string },
): Promise<TCoreOrder[]> {
  return selectOrdersBySource(deps.db, filter.companyId, filter.sourceReference);
}

export interface TOrderEvent {
  at: Date;
  status: string;
  fraudStatus: string | null;
  rejectionCode: string | null;
}

/** The order's status history, oldest first. */
export async function listOrderEvents(
  deps: { db: TDb },
  target: { companyId: string; orderId: string },
): Promise<TOrderEvent[]> {
  await readOrder(deps, target);
  return selectOrderEvents(deps.db, target.orderId);
}

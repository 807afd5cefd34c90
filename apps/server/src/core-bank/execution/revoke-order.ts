import type { TClock } from '../../platform/clock';
import { withSystemTransaction, type TDb, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { assertCoreAvailable } from '../core-availability';
import { lockOrder } from './execution.repository';
import type { TCoreOrder } from './execution.types';
import { endOrderUnpaid } from './order-changes';

/**
 * Revokes an order the core has not executed yet (ORDERED, also while held by the fraud check):
 * REVOKED, and its reservation goes back to the account in the same transaction. An order already
 * on its way or ended is left as it is and answered with isRevoked false (the payments overview's
 * REVOKE_FAILED). The order's lock makes a revocation and an execution take turns.
 */
export async function revokeOrder(
  deps: { db: TDb; clock: TClock },
  target: { companyId: string; orderId: string },
): Promise<{ order: TCoreOrder; isRevoked: boolean }> {
  return withSystemTransaction(deps.db, (tx) => revokeOrderInTransaction(tx, deps.clock, target));
}

/** The same inside the caller's transaction (the revocation's signature commits with it), as the bank. */
export async function revokeOrderInTransaction(
  tx: TTx,
  clock: TClock,
  target: { companyId: string; orderId: string },
): Promise<{ order: TCoreOrder; isRevoked: boolean }> {
  await assertCoreAvailable(tx);
  const order = await lockOrder(tx, target.orderId);
  if (!order || order.companyId !== target.companyId) throw new AppError('NOT_FOUND');
  if (order.status !== 'ORDERED') return { order, isRevoked: false };
  const revoked = await endOrderUnpaid(tx, clock, order, { status: 'REVOKED' });
  return { order: revoked, isRevoked: true };
}

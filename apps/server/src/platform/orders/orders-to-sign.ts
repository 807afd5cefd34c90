import {
  formatMinorAsDecimal,
  getOrderDisplayStatus,
  isOrderActionAllowed,
} from '@poslovno/domain';
import type { TActor } from '../auth/session-service';
import { withCompanyScope, type TDb, type TTx } from '../db/database';
import { getSigningReference } from './order-kernel';
import type { TOrderTypePlugin } from './order-type';
import {
  findAuthority,
  findKernelOrder,
  findRepresentative,
  isAuthorityToSign,
  selectSignatures,
  selectWaitingOrders,
  type TKernelOrder,
} from './orders.repository';

/** How many waiting orders are read to find the ones this person may sign, and how many shown. */
const WAITING_ORDERS_SCANNED = 200;
const ITEMS_SHOWN = 20;

export interface TOrderToSign {
  orderType: string;
  id: string;
  displayStatus: string;
  amount: { amount: string; currency: string } | null;
  counterpartyName: string;
  executionDate: string | null;
  createdAt: string;
  path: string;
}

/** Whether the person may sign the order at all, by its type's rule (the policy decides the rest). */
async function mayViewerSign(
  tx: TTx,
  actor: TActor,
  type: TOrderTypePlugin<never, unknown>,
  order: TKernelOrder,
): Promise<boolean> {
  if (type.signingRule === 'PERSONAL') return order.createdBy === actor.personUuid;
  // A group: whoever sees every order it holds; the policy judges each at the signature.
  if (type.signingRule === 'GROUP')
    return (await findKernelOrder(tx, actor, order.id, 'GROUP')) !== undefined;
  if (type.signingRule === 'COMPANY' || order.debtorAccountId === null)
    return (await findRepresentative(tx, actor.companyId, actor.personUuid)) !== undefined;
  const authority = await findAuthority(
    tx,
    actor.companyId,
    order.debtorAccountId,
    actor.personUuid,
  );
  return isAuthorityToSign(authority?.level);
}

/**
 * 000 §2 dashboard "unauthorized items": orders of every type waiting for a signature this
 * person may give (by the type's rule) and has not given, newest first, each with where to sign it.
 */
export async function listOrdersToSign(
  deps: { db: TDb },
  actor: TActor,
  orderTypes: readonly TOrderTypePlugin<never, unknown>[],
): Promise<{ count: number; items: TOrderToSign[] }> {
  if (actor.authorizationLevel === 1) return { count: 0, items: [] };
  return withCompanyScope(deps.db, actor, async (tx) => {
    const waiting = await selectWaitingOrders(tx, actor.companyId, WAITING_ORDERS_SCANNED);
    const items: TOrderToSign[] = [];
    // A bulk file's group is signed with its file, which is listed instead.
    for (const type of orderTypes.filter((each) => each.isSignedOnlyWithParent !== true)) {
      const ofType = waiting.filter(
        (order) =>
          order.orderType === type.orderType &&
          isOrderActionAllowed(type.vocabulary, order.status, 'AUTHORIZE'),
      );
      const signatures = await selectSignatures(tx, {
        orderType: type.orderType,
        orderIds: ofType.map(getSigningReference),
      });
      for (const order of ofType) {
        const isSignedByViewer = signatures.some(
          (signature) =>
            signature.orderId === getSigningReference(order) &&
            signature.personId === actor.personUuid,
        );
        if (isSignedByViewer) continue;
        if (!(await mayViewerSign(tx, actor, type, order))) continue;
        const summary = type.summarize(order, await type.readDetails(tx, order));
        items.push({
          orderType: order.orderType,
          id: order.id.toString(),
          displayStatus: getOrderDisplayStatus({ ...order, isSignedByViewer }),
          amount:
            order.amountMinor === null || order.currency === null
              ? null
              : {
                  amount: formatMinorAsDecimal(order.amountMinor, order.currency),
                  currency: order.currency,
                },
          ...summary,
          executionDate: order.executionDate,
          createdAt: order.createdAt.toISOString(),
        });
      }
    }
    items.sort((a, b) => Number(BigInt(b.id) - BigInt(a.id)));
    return { count: items.length, items: items.slice(0, ITEMS_SHOWN) };
  });
}

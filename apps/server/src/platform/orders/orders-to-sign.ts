import {
  formatMinorAsDecimal,
  getDisplayStatus,
  isActionAllowed,
  type TDisplayStatus,
} from '@poslovno/domain';
import type { TActor } from '../auth/session-service';
import { withCompanyScope, type TDb } from '../db/database';
import { getSigningReference } from './order-kernel';
import type { TOrderTypePlugin } from './order-type';
import {
  findAuthority,
  isAuthorityToSign,
  selectSignatures,
  selectWaitingOrders,
} from './orders.repository';

/** How many waiting orders are read to find the ones this person may sign, and how many shown. */
const WAITING_ORDERS_SCANNED = 200;
const ITEMS_SHOWN = 20;

export interface TOrderToSign {
  orderType: string;
  id: string;
  displayStatus: TDisplayStatus;
  amount: { amount: string; currency: string };
  counterpartyName: string;
  executionDate: string;
  createdAt: string;
  path: string;
}

/**
 * 000 §2 dashboard "unauthorized items": orders of every type waiting for a signature this
 * person may give on the account and has not given, newest first, each with where to sign it.
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
    for (const type of orderTypes) {
      const ofType = waiting.filter(
        (order) => order.orderType === type.orderType && isActionAllowed(order.status, 'AUTHORIZE'),
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
        const authority = await findAuthority(
          tx,
          actor.companyId,
          order.debtorAccountId,
          actor.personUuid,
        );
        if (!isAuthorityToSign(authority?.level)) continue;
        const summary = type.summarize(order, await type.readDetails(tx, order));
        items.push({
          orderType: order.orderType,
          id: order.id.toString(),
          displayStatus: getDisplayStatus({ ...order, isSignedByViewer }),
          amount: {
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

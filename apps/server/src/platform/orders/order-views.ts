import type { TOrderChallengeAnswer, TOrderSignature } from '@poslovno/contract';
import {
  capitalizePersonName,
  formatMinorAsDecimal,
  getOrderDisplayStatus,
  isOrderActionAllowed,
  type TSigningMethod,
} from '@poslovno/domain';
import type { TActor } from '../auth/session-service';
import type { TTx } from '../db/database';
import { getSigningReference, type TPreauthorization } from './order-kernel';
import type { TOrderTypePlugin } from './order-type';
import {
  findAuthority,
  findRepresentative,
  isAuthorityToSign,
  selectPersonNames,
  selectSignatures,
  type TKernelOrder,
} from './orders.repository';

/**
 * What every order type shows the same way: the challenge with what is signed in words, the
 * signatures given, the status or why it waits, and whether this person may sign or delete it.
 */

/** The preauthorisation's answer: the challenge, and the fields its signature covers. */
export function toOrderChallengeAnswer<TDraft, TValue>(
  plugin: TOrderTypePlugin<TDraft, TValue>,
  prepared: TPreauthorization<TValue>,
): TOrderChallengeAnswer {
  const { challenge, order, value } = prepared;
  // A group's signature binds the members it signs, as the kernel judged them.
  const digest = prepared.signable?.digestInput ?? plugin.buildDigestInput(order, value);
  return {
    challengeId: challenge.challengeId,
    challenge: challenge.challenge,
    digest: challenge.digest,
    expiresAt: challenge.expiresAt,
    devices: challenge.devices,
    outcome: prepared.outcome,
    orderType: digest.orderType,
    signedFields: (digest.fields ?? []).map((field) => ({ ...field })),
    ...(digest.items.length === 0
      ? {}
      : {
          signedItems: digest.items.map((item) => ({
            amount: formatMinorAsDecimal(item.amountMinor, item.currency),
            currency: item.currency,
            creditorAccount: item.creditorAccount,
            creditorName: item.creditorName,
          })),
        }),
  };
}

export interface TOrderViewFacts {
  displayStatus: string;
  createdBy: string;
  signatures: TOrderSignature[];
  /** This person has signed it already (a further signature is somebody else's). */
  isSignedByViewer: boolean;
  actions: { canAuthorize: boolean; canDelete: boolean };
}

/** Whether the person may sign orders of the type at all, by its rule (the policy decides the rest). */
async function maySignByRule(
  tx: TTx,
  actor: TActor,
  plugin: TOrderTypePlugin<never, unknown>,
  order: TKernelOrder,
): Promise<boolean> {
  if (plugin.signingRule === 'PERSONAL') return order.createdBy === actor.personUuid;
  if (actor.authorizationLevel === 1) return false;
  // A group is seen only by who sees every order it holds; the policy judges each at signing.
  if (plugin.signingRule === 'GROUP') return true;
  if (plugin.signingRule === 'COMPANY' || order.debtorAccountId === null)
    return (await findRepresentative(tx, actor.companyId, actor.personUuid)) !== undefined;
  const authority = await findAuthority(
    tx,
    actor.companyId,
    order.debtorAccountId,
    actor.personUuid,
  );
  return isAuthorityToSign(authority?.level);
}

/** The shared facts of some orders of one type as this person sees them, by order id. */
export async function readOrderViewFacts<TDraft, TValue>(
  tx: TTx,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  orders: readonly TKernelOrder[],
): Promise<Map<bigint, TOrderViewFacts>> {
  const anyPlugin = plugin as unknown as TOrderTypePlugin<never, unknown>;
  const signatures = await selectSignatures(tx, {
    orderType: plugin.orderType,
    orderIds: orders.map(getSigningReference),
  });
  const names = await selectPersonNames(tx, [...new Set(orders.map((order) => order.createdBy))]);
  const facts = new Map<bigint, TOrderViewFacts>();
  for (const order of orders) {
    const own = signatures.filter((signature) => signature.orderId === getSigningReference(order));
    const isSignedByViewer = own.some((signature) => signature.personId === actor.personUuid);
    const isWaiting = isOrderActionAllowed(plugin.vocabulary, order.status, 'AUTHORIZE');
    const maySign = isWaiting && (await maySignByRule(tx, actor, anyPlugin, order));
    facts.set(order.id, {
      displayStatus: getOrderDisplayStatus({ ...order, isSignedByViewer }),
      isSignedByViewer,
      createdBy: names.get(order.createdBy) ?? '',
      signatures: own.map((signature) => ({
        personName: capitalizePersonName(`${signature.firstName} ${signature.lastName}`),
        method: signature.method as TSigningMethod,
        signedAt: signature.signedAt.toISOString(),
      })),
      actions: {
        canAuthorize: maySign && !isSignedByViewer,
        canDelete:
          isOrderActionAllowed(plugin.vocabulary, order.status, 'DELETE') &&
          (order.createdBy === actor.personUuid ||
            (await maySignByRule(tx, actor, anyPlugin, order))),
      },
    });
  }
  return facts;
}

/** What a request of any type answers besides its own fields (001 §3) and its type's status. */
export interface TRequestView {
  requestId: string;
  /** The status, or why it waits (ALREADY_SIGNED, PARTIALLY_AUTHORIZED, PROPAGATION_FAILED). */
  displayStatus: string;
  /** The bank's reason when it failed. */
  rejectionCode: string | null;
  createdBy: string;
  createdAt: string;
  signatures: TOrderSignature[];
  actions: TOrderViewFacts['actions'];
}

/**
 * Requests of one type as this person sees them: the shared view of each, with the type's own
 * fields (its status by its own name among them) from `presentOwn`, in the order given.
 */
export async function presentRequestViews<TDraft, TValue, TOwn>(
  tx: TTx,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  items: readonly { order: TKernelOrder; value: TValue }[],
  presentOwn: (order: TKernelOrder, value: TValue) => TOwn,
): Promise<(TRequestView & TOwn)[]> {
  const facts = await readOrderViewFacts(
    tx,
    actor,
    plugin,
    items.map((item) => item.order),
  );
  return items.map(({ order, value }) => {
    const shared = facts.get(order.id);
    if (!shared) throw new Error(`${plugin.orderType} request ${order.id} has no view`);
    return {
      requestId: order.id.toString(),
      displayStatus: shared.displayStatus,
      ...presentOwn(order, value),
      rejectionCode: order.phase === 'FAILED' ? (order.statusCodes[0] ?? null) : null,
      createdBy: shared.createdBy,
      createdAt: order.createdAt.toISOString(),
      signatures: shared.signatures,
      actions: shared.actions,
    };
  });
}

/** One request as this person sees it (the answer of a create or a signature). */
export async function presentRequestView<TDraft, TValue, TOwn>(
  tx: TTx,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  item: { order: TKernelOrder; value: TValue },
  presentOwn: (order: TKernelOrder, value: TValue) => TOwn,
): Promise<TRequestView & TOwn> {
  const [view] = await presentRequestViews(tx, actor, plugin, [item], presentOwn);
  if (!view) throw new Error(`${plugin.orderType} request ${item.order.id} was not presented`);
  return view;
}

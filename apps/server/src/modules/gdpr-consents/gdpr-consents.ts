import type {
  TGdprConsentRequest,
  TGdprConsentRequestCreated,
  TGdprConsentRequestInput,
  TGdprConsents,
  TOrderChallengeAnswer,
  TSigningProofInput,
} from '@poslovno/contract';
import { type TGdprConsentChoice, type TGdprConsentStatus } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import {
  authorizeOrder,
  createOrder,
  deleteOrders,
  preauthorizeOrder,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { readOrderViewFacts, toOrderChallengeAnswer } from '../../platform/orders/order-views';
import { findRepresentative, type TKernelOrder } from '../../platform/orders/orders.repository';
import { gdprConsentOrderType } from './gdpr-consent-order-type';
import { selectCompanyConsents, selectLatestGdprConsentRequests } from './gdpr-consents.repository';

/** How many of the company's latest requests the consent screen lists. */
const REQUESTS_SHOWN = 10;

async function presentRequests(
  tx: TTx,
  actor: TActor,
  items: readonly { order: TKernelOrder; value: TGdprConsentChoice }[],
): Promise<TGdprConsentRequest[]> {
  const facts = await readOrderViewFacts(
    tx,
    actor,
    gdprConsentOrderType,
    items.map((item) => item.order),
  );
  return items.map(({ order, value }) => {
    const shared = facts.get(order.id);
    if (!shared) throw new Error(`GDPR consent request ${order.id} has no view`);
    return {
      requestId: order.id.toString(),
      status: order.status as TGdprConsentStatus,
      displayStatus: shared.displayStatus,
      ...value,
      rejectionCode: order.phase === 'FAILED' ? (order.statusCodes[0] ?? null) : null,
      createdBy: shared.createdBy,
      createdAt: order.createdAt.toISOString(),
      signatures: shared.signatures,
      actions: shared.actions,
    };
  });
}

async function presentRequest(
  tx: TTx,
  actor: TActor,
  result: TKernelResult<TGdprConsentChoice>,
): Promise<TGdprConsentRequest> {
  const [request] = await presentRequests(tx, actor, [result]);
  if (!request) throw new Error('a GDPR consent request was not presented');
  return request;
}

/** GET /gdpr-consents: the company's choice as the bank holds it, and its latest requests. */
export function readGdprConsents(deps: TDeps, actor: TActor): Promise<TGdprConsents> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const inForce = await selectCompanyConsents(tx, actor.companyId);
    const requests = await selectLatestGdprConsentRequests(tx, actor.companyId, REQUESTS_SHOWN);
    const isRepresentative =
      (await findRepresentative(tx, actor.companyId, actor.personUuid)) !== undefined;
    return {
      // Until the company chooses, the bank neither contacts nor profiles it (GDPR Art. 7).
      communicationAllowed: inForce?.communicationAllowed ?? false,
      profilingAllowed: inForce?.profilingAllowed ?? false,
      updatedAt: inForce?.updatedAt.toISOString() ?? null,
      canRequest: isRepresentative && actor.authorizationLevel !== 2,
      requests: await presentRequests(tx, actor, requests),
    };
  });
}

/** POST /gdpr-consent-requests: the request stored, and the challenge for its author to sign. */
export async function createGdprConsentRequest(
  deps: TDeps,
  actor: TActor,
  request: { input: TGdprConsentRequestInput; idempotencyKey: string },
): Promise<TGdprConsentRequestCreated> {
  const created = await createOrder(
    deps,
    actor,
    gdprConsentOrderType,
    { draft: request.input, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentRequest(tx, actor, result),
  );
  const preauthorization = await preauthorizeGdprConsentRequest(
    deps,
    actor,
    BigInt(created.requestId),
  );
  return { request: created, preauthorization };
}

export async function preauthorizeGdprConsentRequest(
  deps: TDeps,
  actor: TActor,
  requestId: bigint,
): Promise<TOrderChallengeAnswer> {
  return toOrderChallengeAnswer(
    gdprConsentOrderType,
    await preauthorizeOrder(deps, actor, gdprConsentOrderType, requestId),
  );
}

export function authorizeGdprConsentRequest(
  deps: TDeps,
  actor: TActor,
  request: { requestId: bigint; proof: TSigningProofInput; idempotencyKey: string },
): Promise<TGdprConsentRequest> {
  return authorizeOrder(
    deps,
    actor,
    gdprConsentOrderType,
    { orderId: request.requestId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentRequest(tx, actor, result),
  );
}

/** DELETE /gdpr-consent-requests/{id}: DELETED, or the reason it cannot be. */
export async function deleteGdprConsentRequest(
  deps: TDeps,
  actor: TActor,
  requestId: bigint,
): Promise<void> {
  const [result] = await deleteOrders(deps, actor, gdprConsentOrderType, [requestId]);
  if (result?.status !== 'DELETED') throw new AppError(result?.errorCode ?? 'DELETE_FAILED');
}

import type {
  TGdprConsentRequest,
  TGdprConsentRequestCreated,
  TGdprConsentRequestInput,
  TGdprConsents,
  TSigningProofInput,
} from '@poslovno/contract';
import { type TGdprConsentChoice, type TGdprConsentStatus } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import type { TDeps } from '../../platform/http';
import {
  authorizeOrder,
  createOrder,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { preauthorizeRequest } from '../../platform/orders/order-requests';
import { presentRequestView, presentRequestViews } from '../../platform/orders/order-views';
import { findRepresentative, type TKernelOrder } from '../../platform/orders/orders.repository';
import { gdprConsentOrderType } from './gdpr-consent-order-type';
import { selectCompanyConsents, selectLatestGdprConsentRequests } from './gdpr-consents.repository';

/** How many of the company's latest requests the consent screen lists. */
const REQUESTS_SHOWN = 10;

function presentChoice(order: TKernelOrder, choice: TGdprConsentChoice) {
  return { status: order.status as TGdprConsentStatus, ...choice };
}

function presentRequest(
  tx: TTx,
  actor: TActor,
  result: TKernelResult<TGdprConsentChoice>,
): Promise<TGdprConsentRequest> {
  return presentRequestView(tx, actor, gdprConsentOrderType, result, presentChoice);
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
      requests: await presentRequestViews(tx, actor, gdprConsentOrderType, requests, presentChoice),
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
  const preauthorization = await preauthorizeRequest(
    deps,
    actor,
    gdprConsentOrderType,
    BigInt(created.requestId),
  );
  return { request: created, preauthorization };
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

import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { deleteRequest, preauthorizeRequest } from '../../platform/orders/order-requests';
import { gdprConsentOrderType } from './gdpr-consent-order-type';
import {
  authorizeGdprConsentRequest,
  createGdprConsentRequest,
  readGdprConsents,
} from './gdpr-consents';

export function registerGdprConsentRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getGdprConsents, ({ actor }) => readGdprConsents(deps, actor));
  addRoute(app, deps, apiRoutes.postGdprConsentRequest, ({ actor, body, idempotencyKey }) =>
    createGdprConsentRequest(deps, actor, { input: body, idempotencyKey }),
  );
  addRoute(app, deps, apiRoutes.patchGdprConsentRequestPreauthorize, ({ actor, params }) =>
    preauthorizeRequest(deps, actor, gdprConsentOrderType, BigInt(params.requestId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.patchGdprConsentRequestAuthorize,
    ({ actor, params, body, idempotencyKey }) =>
      authorizeGdprConsentRequest(deps, actor, {
        requestId: BigInt(params.requestId),
        proof: body,
        idempotencyKey,
      }),
  );
  addRoute(app, deps, apiRoutes.deleteGdprConsentRequest, async ({ actor, params }) => {
    await deleteRequest(deps, actor, gdprConsentOrderType, BigInt(params.requestId));
    return undefined;
  });
}

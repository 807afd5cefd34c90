import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { deleteRequest, preauthorizeRequest } from '../../platform/orders/order-requests';
import { instantLimitOrderType } from './instant-limit-order-type';
import {
  authorizeInstantLimitRequest,
  createInstantLimitRequest,
  listInstantLimitRequests,
  readInstantPaymentLimits,
} from './instant-limits';

export function registerInstantLimitRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getInstantPaymentLimits, ({ actor }) =>
    readInstantPaymentLimits(deps, actor),
  );
  addRoute(app, deps, apiRoutes.postInstantLimitRequest, ({ actor, body, idempotencyKey }) =>
    createInstantLimitRequest(deps, actor, { input: body, idempotencyKey }),
  );
  addRoute(app, deps, apiRoutes.getInstantLimitRequests, ({ actor, query }) =>
    listInstantLimitRequests(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.patchInstantLimitRequestPreauthorize, ({ actor, params }) =>
    preauthorizeRequest(deps, actor, instantLimitOrderType, BigInt(params.requestId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.patchInstantLimitRequestAuthorize,
    ({ actor, params, body, idempotencyKey }) =>
      authorizeInstantLimitRequest(deps, actor, {
        requestId: BigInt(params.requestId),
        proof: body,
        idempotencyKey,
      }),
  );
  addRoute(app, deps, apiRoutes.deleteInstantLimitRequest, async ({ actor, params }) => {
    await deleteRequest(deps, actor, instantLimitOrderType, BigInt(params.requestId));
    return undefined;
  });
}

import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import {
  authorizeInstantLimitRequest,
  createInstantLimitRequest,
  deleteInstantLimitRequest,
  listInstantLimitRequests,
  preauthorizeInstantLimitRequest,
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
    preauthorizeInstantLimitRequest(deps, actor, BigInt(params.requestId)),
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
    await deleteInstantLimitRequest(deps, actor, BigInt(params.requestId));
    return undefined;
  });
}

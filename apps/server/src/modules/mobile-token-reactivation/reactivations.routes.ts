import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import {
  activateWithCode,
  authorizeReactivation,
  createReactivation,
  listDemoSms,
  listReactivations,
  preauthorizeReactivation,
} from './reactivations';

export function registerReactivationRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getReactivations, ({ actor }) => listReactivations(deps, actor));
  addRoute(app, deps, apiRoutes.postReactivation, ({ actor, body, idempotencyKey }) =>
    createReactivation(deps, actor, { input: body, idempotencyKey }),
  );
  addRoute(app, deps, apiRoutes.patchReactivationPreauthorize, ({ actor, params }) =>
    preauthorizeReactivation(deps, actor, BigInt(params.requestId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.patchReactivationAuthorize,
    ({ actor, params, body, idempotencyKey }) =>
      authorizeReactivation(deps, actor, {
        requestId: BigInt(params.requestId),
        proof: body,
        idempotencyKey,
      }),
  );
  addRoute(app, deps, apiRoutes.getDemoSmsMessages, ({ query }) =>
    listDemoSms(deps, query.personId),
  );
  addRoute(app, deps, apiRoutes.postDemoMobileTokenActivation, ({ body }) =>
    activateWithCode(deps, body),
  );
}

import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { deleteRequest, preauthorizeRequest } from '../../platform/orders/order-requests';
import { exportAuthorityChangeRequest } from './authority-change-document';
import { authorityChangeOrderType } from './authority-change-order-type';
import {
  authorizeAuthorityChangeRequest,
  createAuthorityChangeRequest,
  getAuthorityChangeRequest,
  listAuthorityChangeRequests,
} from './authority-changes';
import { listAuthorizedPersons } from './authorized-persons';

export function registerAccountManagementRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getAuthorizedPersons, ({ actor, query }) =>
    listAuthorizedPersons(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.postAuthorityChangeRequest, ({ actor, body, idempotencyKey }) =>
    createAuthorityChangeRequest(deps, actor, { input: body, idempotencyKey }),
  );
  addRoute(app, deps, apiRoutes.getAuthorityChangeRequests, ({ actor, query }) =>
    listAuthorityChangeRequests(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.getAuthorityChangeRequest, ({ actor, params }) =>
    getAuthorityChangeRequest(deps, actor, BigInt(params.requestId)),
  );
  addRoute(app, deps, apiRoutes.patchAuthorityChangeRequestPreauthorize, ({ actor, params }) =>
    preauthorizeRequest(deps, actor, authorityChangeOrderType, BigInt(params.requestId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.patchAuthorityChangeRequestAuthorize,
    ({ actor, params, body, idempotencyKey }) =>
      authorizeAuthorityChangeRequest(deps, actor, {
        requestId: BigInt(params.requestId),
        proof: body,
        idempotencyKey,
      }),
  );
  addRoute(app, deps, apiRoutes.deleteAuthorityChangeRequest, async ({ actor, params }) => {
    await deleteRequest(deps, actor, authorityChangeOrderType, BigInt(params.requestId));
    return undefined;
  });
  addRoute(app, deps, apiRoutes.getAuthorityChangeRequestDocument, ({ actor, params, locale }) =>
    exportAuthorityChangeRequest(deps, actor, BigInt(params.requestId), locale),
  );
}

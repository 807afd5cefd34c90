import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { exportPaymentConfirmation } from './payment-confirmation-document';
import { deleteRequest, preauthorizeRequest } from '../../platform/orders/order-requests';
import { paymentConfirmationOrderType } from './payment-confirmation-order-type';
import {
  authorizePaymentConfirmationRequest,
  createPaymentConfirmationRequest,
  listPaymentConfirmationRequests,
} from './payment-confirmations';

export function registerPaymentConfirmationRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getPaymentConfirmationRequests, ({ actor, query }) =>
    listPaymentConfirmationRequests(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.postPaymentConfirmationRequest, ({ actor, body, idempotencyKey }) =>
    createPaymentConfirmationRequest(deps, actor, { input: body, idempotencyKey }),
  );
  addRoute(app, deps, apiRoutes.patchPaymentConfirmationRequestPreauthorize, ({ actor, params }) =>
    preauthorizeRequest(deps, actor, paymentConfirmationOrderType, BigInt(params.requestId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.patchPaymentConfirmationRequestAuthorize,
    ({ actor, params, body, idempotencyKey }) =>
      authorizePaymentConfirmationRequest(deps, actor, {
        requestId: BigInt(params.requestId),
        proof: body,
        idempotencyKey,
      }),
  );
  addRoute(app, deps, apiRoutes.deletePaymentConfirmationRequest, async ({ actor, params }) => {
    await deleteRequest(deps, actor, paymentConfirmationOrderType, BigInt(params.requestId));
    return undefined;
  });
  addRoute(app, deps, apiRoutes.getPaymentConfirmation, ({ actor, params, locale }) =>
    exportPaymentConfirmation(deps, actor, BigInt(params.paymentId), locale),
  );
}

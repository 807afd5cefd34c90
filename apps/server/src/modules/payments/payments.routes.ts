import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { deletePayments } from './delete-payments';
import {
  getForeignFormVisibility,
  getPayment,
  listKnownRecipients,
  listPayments,
} from './list-payments';
import {
  authorizePayment,
  preauthorizePayment,
  preauthorizePaymentRevocation,
  revokePayment,
} from './sign-payment';
import { createPayment, editPayment } from './store-payment';

export function registerPaymentRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.postPayment, ({ actor, body, idempotencyKey, locale }) =>
    createPayment(deps, actor, { input: body, idempotencyKey, locale }),
  );
  addRoute(app, deps, apiRoutes.patchPayment, ({ actor, params, body, locale }) =>
    editPayment(deps, actor, { paymentId: BigInt(params.paymentId), input: body, locale }),
  );
  addRoute(app, deps, apiRoutes.postPaymentPreauthorize, ({ actor, params }) =>
    preauthorizePayment(deps, actor, BigInt(params.paymentId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.postPaymentAuthorize,
    ({ actor, params, body, idempotencyKey, locale }) =>
      authorizePayment(deps, actor, {
        paymentId: BigInt(params.paymentId),
        proof: body,
        idempotencyKey,
        locale,
      }),
  );
  addRoute(app, deps, apiRoutes.postPaymentRevoke, ({ actor, params }) =>
    preauthorizePaymentRevocation(deps, actor, BigInt(params.paymentId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.patchPaymentRevoke,
    ({ actor, params, body, idempotencyKey, locale }) =>
      revokePayment(deps, actor, {
        paymentId: BigInt(params.paymentId),
        proof: body,
        idempotencyKey,
        locale,
      }),
  );
  addRoute(app, deps, apiRoutes.deletePaymentCancellations, ({ actor, body, locale }) =>
    deletePayments(deps, actor, body.paymentIds, locale),
  );
  addRoute(app, deps, apiRoutes.getPaymentsOverview, ({ actor, query, locale }) =>
    listPayments(deps, actor, query, locale),
  );
  addRoute(app, deps, apiRoutes.getPaymentOverview, ({ actor, params, locale }) =>
    getPayment(deps, actor, BigInt(params.paymentId), locale),
  );
  addRoute(app, deps, apiRoutes.getKnownRecipients, ({ actor, query }) =>
    listKnownRecipients(deps, actor, query.iban),
  );
  addRoute(app, deps, apiRoutes.getForeignFormVisibility, ({ query }) =>
    getForeignFormVisibility(query),
  );
}

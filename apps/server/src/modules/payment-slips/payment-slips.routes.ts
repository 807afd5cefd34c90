import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { createPaymentSlip } from './create-payment-slip';
import { decodePaymentSlip } from './decode-payment-slip';
import { downloadPaymentSlip } from './download-payment-slip';
import { listPaymentSlips } from './list-payment-slips';
import { validatePaymentSlip } from './validate-payment-slip';

export function registerPaymentSlipRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.postPaymentSlip, ({ actor, body }) =>
    createPaymentSlip(deps, actor, body),
  );
  addRoute(app, deps, apiRoutes.postPaymentSlipValidation, ({ body, query, locale }) =>
    validatePaymentSlip(deps, body, { slipLocale: query.locale, requestLocale: locale }),
  );
  addRoute(app, deps, apiRoutes.postPaymentSlipDecode, ({ request, locale }) =>
    decodePaymentSlip(deps, request, locale),
  );
  addRoute(app, deps, apiRoutes.getPaymentSlips, ({ actor, query }) =>
    listPaymentSlips(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.getPaymentSlipDownload, ({ actor, params, query, locale }) =>
    downloadPaymentSlip(deps, actor, { slipId: params.slipId, format: query.format, locale }),
  );
}

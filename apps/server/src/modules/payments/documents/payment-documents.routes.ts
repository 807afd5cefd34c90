import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../../platform/http';
import { downloadPayments, exportPaymentDetailsPdf } from './payment-documents';
import { exportPaymentsReport } from './payment-report';
import { exportSwiftConfirmation } from './swift-confirmation';

export function registerPaymentDocumentRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getPaymentDetailsPdf, ({ actor, params, locale }) =>
    exportPaymentDetailsPdf(deps, actor, BigInt(params.paymentId), locale),
  );
  addRoute(app, deps, apiRoutes.getPaymentsReport, ({ actor, query, locale }) =>
    exportPaymentsReport(deps, actor, query, locale),
  );
  addRoute(app, deps, apiRoutes.getPaymentsDownload, ({ actor, query, locale }) =>
    downloadPayments(deps, actor, { paymentIds: query.paymentIds, locale }),
  );
  addRoute(app, deps, apiRoutes.getSwiftConfirmation, ({ actor, params, locale }) =>
    exportSwiftConfirmation(deps, actor, BigInt(params.paymentId), locale),
  );
}

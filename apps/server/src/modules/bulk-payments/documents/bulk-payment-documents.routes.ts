import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../../platform/http';
import { downloadBulkPain002 } from './bulk-pain002';
import { exportBulkPayment } from './export-bulk-payment';
import { exportBulkPayments } from './export-bulk-payments';

/** 000 §7 "Bulk payments": the files' downloads (issue 25 §5 "Reports"). */
export function registerBulkPaymentDocumentRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getBulkPaymentsDownload, ({ actor, query, locale }) =>
    exportBulkPayments(deps, actor, query, locale),
  );
  addRoute(app, deps, apiRoutes.getBulkPaymentPain002, ({ actor, params, locale }) =>
    downloadBulkPain002(deps, actor, BigInt(params.bulkPaymentId), locale),
  );
  addRoute(app, deps, apiRoutes.getBulkPaymentDocument, ({ actor, params, query, locale }) =>
    exportBulkPayment(
      deps,
      actor,
      { orderId: BigInt(params.bulkPaymentId), documentType: query.documentType },
      locale,
    ),
  );
}

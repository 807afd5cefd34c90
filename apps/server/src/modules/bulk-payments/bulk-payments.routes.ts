import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import {
  authorizeBulkPayment,
  countBulkPayments,
  deleteBulkPayment,
  getBulkPayment,
  getBulkPaymentGroup,
  listBulkPayments,
  preauthorizeBulkPayment,
  storeBulkPayment,
} from './bulk-payments';
import { convertBulkPayment } from './convert-bulk-payment';
import { uploadBulkPayment } from './upload-bulk-payment';
import { readUploadProgress } from './upload-progress';

export function registerBulkPaymentRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.postBulkPayment, ({ actor, request, locale }) =>
    uploadBulkPayment(deps, actor, request, locale),
  );
  addRoute(app, deps, apiRoutes.getBulkUploadProgress, ({ actor, params }) =>
    readUploadProgress(deps, actor, params.uploadId),
  );
  addRoute(app, deps, apiRoutes.getBulkPayments, ({ actor, query }) =>
    listBulkPayments(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.getBulkPaymentCount, ({ actor, query }) =>
    countBulkPayments(deps, actor, query.status),
  );
  addRoute(app, deps, apiRoutes.getBulkPayment, ({ actor, params, locale }) =>
    getBulkPayment(deps, actor, BigInt(params.bulkPaymentId), locale),
  );
  addRoute(app, deps, apiRoutes.getBulkPaymentGroup, ({ actor, params, query, locale }) =>
    getBulkPaymentGroup(
      deps,
      actor,
      {
        orderId: BigInt(params.bulkPaymentId),
        groupIndex: Number(params.groupId),
        ...(query.cursor === undefined ? {} : { cursor: query.cursor }),
        pageSize: query.pageSize,
        onlyErrors: query.onlyErrors ?? false,
      },
      locale,
    ),
  );
  addRoute(app, deps, apiRoutes.patchBulkPaymentPreauthorization, ({ actor, params }) =>
    preauthorizeBulkPayment(deps, actor, BigInt(params.bulkPaymentId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.patchBulkPaymentAuthorization,
    ({ actor, params, body, idempotencyKey, locale }) =>
      authorizeBulkPayment(
        deps,
        actor,
        { orderId: BigInt(params.bulkPaymentId), proof: body, idempotencyKey },
        locale,
      ),
  );
  addRoute(app, deps, apiRoutes.postBulkPaymentStore, ({ actor, params, locale }) =>
    storeBulkPayment(deps, actor, BigInt(params.bulkPaymentId), locale),
  );
  addRoute(app, deps, apiRoutes.postBulkPaymentDelete, async ({ actor, params }) => {
    await deleteBulkPayment(deps, actor, BigInt(params.bulkPaymentId));
    return undefined;
  });
  addRoute(app, deps, apiRoutes.postBulkPaymentConvert, ({ actor, params, locale }) =>
    convertBulkPayment(deps, actor, BigInt(params.bulkPaymentId), locale),
  );
  addRoute(app, deps, apiRoutes.putBulkPaymentRefresh, ({ actor, params, locale }) =>
    getBulkPayment(deps, actor, BigInt(params.bulkPaymentId), locale),
  );
}

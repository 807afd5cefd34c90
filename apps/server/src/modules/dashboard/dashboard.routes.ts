import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { ORDER_TYPES } from '../../order-types';
import { addRoute, type TDeps } from '../../platform/http';
import { listOrdersToSign } from '../../platform/orders/orders-to-sign';

/** The dashboard's own call (000 §2): orders of every type waiting for this person's signature. */
export function registerDashboardRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getUnauthorized, ({ actor }) =>
    listOrdersToSign(deps, actor, ORDER_TYPES),
  );
}

import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import {
  getBankMetadata,
  getFrontendConfig,
  getRelationshipManager,
  storeClientLogEvent,
} from './configuration';

export function registerConfigurationRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getFrontendConfig, () => getFrontendConfig(deps));
  addRoute(app, deps, apiRoutes.getBankMetadata, () => getBankMetadata(deps));
  addRoute(app, deps, apiRoutes.getRelationshipManager, ({ actor }) =>
    getRelationshipManager(deps, actor),
  );
  addRoute(app, deps, apiRoutes.postClientLog, async ({ actor, body, request }) => {
    await storeClientLogEvent(deps, actor, body, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return undefined;
  });
}

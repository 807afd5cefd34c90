import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { changePersonalSettings, getPersonalSettings } from './personal-settings';

export function registerSettingsRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getPersonalSettings, ({ actor, query }) =>
    getPersonalSettings(deps, actor, query.personIdOrSno),
  );
  addRoute(app, deps, apiRoutes.patchPersonalSettings, ({ actor, query, body }) =>
    changePersonalSettings(deps, actor, query.personIdOrSno, body),
  );
}

import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { deleteTemplate } from './delete-template';
import { getTemplate, listTemplates } from './list-templates';
import { createTemplate, replaceTemplate } from './save-template';

export function registerTemplateRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getFavorites, ({ actor, locale }) =>
    listTemplates(deps, actor, locale),
  );
  addRoute(app, deps, apiRoutes.postFavorite, ({ actor, body, locale }) =>
    createTemplate(deps, actor, { input: body, locale }),
  );
  addRoute(app, deps, apiRoutes.getFavorite, ({ actor, params }) =>
    getTemplate(deps, actor, params.favoriteId),
  );
  addRoute(app, deps, apiRoutes.putFavorite, ({ actor, params, body, locale }) =>
    replaceTemplate(deps, actor, { favoriteId: params.favoriteId, input: body, locale }),
  );
  addRoute(app, deps, apiRoutes.deleteFavorite, async ({ actor, params }) => {
    await deleteTemplate(deps, actor, params.favoriteId);
    return undefined;
  });
}

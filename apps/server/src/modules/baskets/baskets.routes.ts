import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { exportBaskets } from './basket-documents';
import {
  authorizeBasket,
  countActiveBaskets,
  createBasket,
  deleteBasket,
  getBasket,
  listActiveBaskets,
  preauthorizeBasket,
} from './baskets';

export function registerBasketRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.postSigningBasket, ({ actor, body, idempotencyKey, locale }) =>
    createBasket(deps, actor, { input: body, idempotencyKey }, locale),
  );
  addRoute(app, deps, apiRoutes.getActiveBaskets, ({ actor, locale }) =>
    listActiveBaskets(deps, actor, locale),
  );
  addRoute(app, deps, apiRoutes.getActiveBasketCount, ({ actor }) =>
    countActiveBaskets(deps, actor),
  );
  addRoute(app, deps, apiRoutes.getActiveBasketsDownload, ({ actor, query, locale }) =>
    exportBaskets(deps, actor, { documentType: query.documentType }, locale),
  );
  addRoute(app, deps, apiRoutes.getBasket, ({ actor, params, locale }) =>
    getBasket(deps, actor, BigInt(params.basketId), locale),
  );
  addRoute(app, deps, apiRoutes.deleteBasket, async ({ actor, params }) => {
    await deleteBasket(deps, actor, BigInt(params.basketId));
    return undefined;
  });
  addRoute(app, deps, apiRoutes.patchBasketPreauthorize, ({ actor, params }) =>
    preauthorizeBasket(deps, actor, BigInt(params.basketId)),
  );
  addRoute(
    app,
    deps,
    apiRoutes.patchBasketAuthorize,
    ({ actor, params, body, idempotencyKey, locale }) =>
      authorizeBasket(
        deps,
        actor,
        { basketId: BigInt(params.basketId), proof: body, idempotencyKey },
        locale,
      ),
  );
  addRoute(app, deps, apiRoutes.getBasketDownload, ({ actor, params, query, locale }) =>
    exportBaskets(
      deps,
      actor,
      { basketId: BigInt(params.basketId), documentType: query.documentType },
      locale,
    ),
  );
}

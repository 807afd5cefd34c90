import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { getAccount, listAccounts } from './list-accounts';
import { renameAccount, reorderAccounts } from './change-account-preferences';

export function registerAccountRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getAccounts, async ({ actor, query }) => ({
    accounts: await listAccounts(deps, actor, query),
  }));
  addRoute(app, deps, apiRoutes.getAccount, ({ actor, params }) =>
    getAccount(deps, actor, params.accountId),
  );
  addRoute(app, deps, apiRoutes.patchAccount, ({ actor, params, body }) =>
    renameAccount(deps, actor, {
      accountId: params.accountId,
      customerId: body.customerId,
      name: body.name,
    }),
  );
  addRoute(app, deps, apiRoutes.patchAccountsOrder, async ({ actor, body }) => ({
    accounts: await reorderAccounts(deps, actor, body.order),
  }));
}

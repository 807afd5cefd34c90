import type { FastifyInstance } from 'fastify';
import { apiRoutes, describeError } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { getAccount, listAccounts } from './list-accounts';
import { renameAccount, reorderAccounts } from './change-account-preferences';

export function registerAccountRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getAccounts, async ({ actor, query, locale }) => {
    const { accounts, notices } = await listAccounts(deps, actor, query);
    return notices.length === 0
      ? { accounts }
      : {
          accounts,
          validations: notices.map((code) => ({
            field: 'balances',
            code,
            description: describeError(code, locale),
          })),
        };
  });
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

import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { getDashboardTransactions, getStatistics } from './dashboard-data';
import {
  exportTransactionPdf,
  exportTransactionsExcel,
  exportTransactionsPdf,
} from './export-transactions';
import { listTransactions } from './list-transactions';

export function registerTransactionRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getTransactions, ({ actor, query }) =>
    listTransactions(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.getTransactionsExcel, ({ actor, query, locale }) =>
    exportTransactionsExcel(deps, actor, query, locale),
  );
  addRoute(app, deps, apiRoutes.getTransactionsPdf, ({ actor, query, locale }) =>
    exportTransactionsPdf(deps, actor, query, locale),
  );
  addRoute(app, deps, apiRoutes.getTransactionPdf, ({ actor, params, locale }) =>
    exportTransactionPdf(deps, actor, BigInt(params.id), locale),
  );
  addRoute(app, deps, apiRoutes.getDashboardTransactions, ({ actor, query }) =>
    getDashboardTransactions(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.getStatistics, ({ actor, params, query }) =>
    getStatistics(deps, actor, params.accountId, query),
  );
}

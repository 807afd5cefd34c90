import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { buildBalanceReport } from './balance-report';
import { downloadStatements } from './download-statements';
import { getStatementTypes, listStatementNotifications, listStatements } from './list-statements';

export function registerStatementRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getStatements, ({ actor, query }) =>
    listStatements(deps, actor, query),
  );
  addRoute(app, deps, apiRoutes.getStatementTypes, ({ actor }) => getStatementTypes(deps, actor));
  addRoute(app, deps, apiRoutes.postStatementsDownload, ({ actor, body, locale }) =>
    downloadStatements(deps, actor, { ...body, locale }),
  );
  addRoute(app, deps, apiRoutes.getStatementsDownload, ({ actor, query, locale }) =>
    downloadStatements(deps, actor, {
      statementIds: query.statementIds,
      format: query.format,
      locale,
    }),
  );
  addRoute(app, deps, apiRoutes.getStatementNotifications, ({ actor, query }) =>
    listStatementNotifications(deps, actor, query.numberOfDays),
  );
  addRoute(app, deps, apiRoutes.getBalanceReport, ({ actor, query, locale }) =>
    buildBalanceReport(deps, actor, { format: query.format, locale }),
  );
}

import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@poslovno/contract';
import { addRoute, type TDeps } from '../../platform/http';
import { findBank } from './find-bank';
import { findBeneficiary } from './find-beneficiary';
import {
  getCodebook,
  getCountryCodes,
  getPurposeCodes,
  getUaePurposeCodes,
} from './list-codebooks';
import { listHolidays, readCurrentYear } from './list-holidays';

export function registerReferenceDataRoutes(app: FastifyInstance, deps: TDeps): void {
  addRoute(app, deps, apiRoutes.getHolidays, ({ query, locale }) =>
    listHolidays(query.year ?? readCurrentYear(deps.clock), locale),
  );
  addRoute(app, deps, apiRoutes.getPurposeCodes, ({ actor, params }) =>
    getPurposeCodes(deps, actor, params.language),
  );
  addRoute(app, deps, apiRoutes.getCountryCodes, ({ actor, params }) =>
    getCountryCodes(deps, actor, params.language),
  );
  addRoute(app, deps, apiRoutes.getUaePurposeCodes, ({ actor, locale }) =>
    getUaePurposeCodes(deps, actor, locale),
  );
  addRoute(app, deps, apiRoutes.getCodebook, ({ locale }) => getCodebook(locale));
  addRoute(app, deps, apiRoutes.getBeneficiary, ({ actor, params }) =>
    findBeneficiary(deps, actor, params.oib),
  );
  addRoute(app, deps, apiRoutes.getBank, ({ actor, params }) => findBank(deps, actor, params.bic));
}

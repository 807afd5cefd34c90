import type { TBeneficiary } from '@poslovno/contract';
import { validateOib } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { findBusinessByOib } from './reference-data.repository';

type TDeps = { db: TDb };

/** 000 §7/§8: the payee's data by OIB, or NO_DATA_FOR_OIB (the person enters it by hand). */
export async function findBeneficiary(
  deps: TDeps,
  actor: TActor,
  oibText: string,
): Promise<TBeneficiary> {
  const oib = validateOib(oibText);
  if (!oib.ok)
    throw new AppError('VALIDATION_FAILED', {
      validations: [{ field: 'params.oib', code: oib.code }],
    });
  const business = await withCompanyScope(deps.db, actor, (tx) => findBusinessByOib(tx, oib.value));
  if (!business) throw new AppError('NO_DATA_FOR_OIB');
  return business;
}

import type { TBankDetails } from '@poslovno/contract';
import { validateBic } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { findBankDetailsByBic } from './reference-data.repository';

type TDeps = { db: TDb };

/** The payee's bank by BIC, so the foreign form can fill in its name and address. */
export async function findBank(deps: TDeps, actor: TActor, bicText: string): Promise<TBankDetails> {
  const bic = validateBic(bicText);
  if (!bic.ok)
    throw new AppError('VALIDATION_FAILED', {
      validations: [{ field: 'params.bic', code: bic.code }],
    });
  const bank = await withCompanyScope(deps.db, actor, (tx) => findBankDetailsByBic(tx, bic.value));
  if (!bank) throw new AppError('NOT_FOUND');
  return {
    bic: bank.bic,
    bankCode: bank.bankCode,
    name: bank.name,
    address: {
      street: bank.street,
      postalCode: bank.postalCode,
      city: bank.city,
      country: bank.country,
    },
    currencies: bank.currencies,
  };
}

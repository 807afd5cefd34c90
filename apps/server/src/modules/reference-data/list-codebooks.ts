import type { TCodebook, TCountryCodes, TPurposeCodes, TUaePurposeCodes } from '@poslovno/contract';
import {
  FOREIGN_TURNOVER_CODES,
  ORDERED_FOREIGN_TURNOVER_CODES,
  PAYMENT_INSTRUMENTS,
  REFERENCE_MODELS,
  URGENCIES,
  getReferenceModelRestriction,
  toBcp47,
  type TChargeBearer,
  type TLocale,
} from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { listCountries, listPurposeCodes, listUaePurposeCodes } from './reference-data.repository';
import {
  CHARGE_BEARER_NAMES,
  FOREIGN_TURNOVER_CODE_NAMES,
  PAYMENT_INSTRUMENT_NAMES,
  URGENCY_NAMES,
} from './reference-data.texts';

type TDeps = { db: TDb };

export async function getPurposeCodes(
  deps: TDeps,
  actor: TActor,
  language: TLocale,
): Promise<TPurposeCodes> {
  return { items: await withCompanyScope(deps.db, actor, (tx) => listPurposeCodes(tx, language)) };
}

export async function getUaePurposeCodes(
  deps: TDeps,
  actor: TActor,
  language: TLocale,
): Promise<TUaePurposeCodes> {
  return {
    items: await withCompanyScope(deps.db, actor, (tx) => listUaePurposeCodes(tx, language)),
  };
}

/** Sorted by name as the language sorts (Croatian: č and ć after c, dž, đ, lj, nj, š, ž). */
export async function getCountryCodes(
  deps: TDeps,
  actor: TActor,
  language: TLocale,
): Promise<TCountryCodes> {
  const rows = await withCompanyScope(deps.db, actor, (tx) => listCountries(tx, language));
  const collator = new Intl.Collator(toBcp47(language));
  return { items: rows.sort((left, right) => collator.compare(left.name, right.name)) };
}

const CHARGE_BEARERS: readonly TChargeBearer[] = ['SHA', 'OUR'];

/** The small codebooks need no database: their codes are the domain's, their names ours. */
export function getCodebook(locale: TLocale): TCodebook {
  const primary: readonly string[] = FOREIGN_TURNOVER_CODES.primary;
  return {
    foreignTurnoverCodes: ORDERED_FOREIGN_TURNOVER_CODES.map((code) => ({
      code,
      name: FOREIGN_TURNOVER_CODE_NAMES[code][locale],
      isPrimary: primary.includes(code),
    })),
    chargeBearers: CHARGE_BEARERS.map((code) => ({
      code,
      name: CHARGE_BEARER_NAMES[code][locale],
    })),
    paymentInstruments: PAYMENT_INSTRUMENTS.map((code) => ({
      code,
      name: PAYMENT_INSTRUMENT_NAMES[code][locale],
    })),
    urgencies: URGENCIES.map((code) => ({ code, name: URGENCY_NAMES[code][locale] })),
    referenceModels: REFERENCE_MODELS.filter(
      (model) => getReferenceModelRestriction(model) === undefined,
    ),
  };
}

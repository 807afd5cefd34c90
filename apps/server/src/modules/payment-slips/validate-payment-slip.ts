import type { TLocale } from '@poslovno/domain';
import type {
  TParsedPaymentSlipInput,
  TPaymentSlipLocale,
  TPaymentSlipValidation,
} from '@poslovno/contract';
import type { TDb } from '../../platform/db/database';
import { checkPaymentSlip, describeViolations } from './check-payment-slip';

const SLIP_LOCALES: Readonly<Record<TPaymentSlipLocale, TLocale>> = {
  'hr-hr': 'hr',
  'en-en': 'en',
};

/**
 * POST /payments/slips/validate: the rules of a new slip, field by field, described in the slip
 * call's own locale (000 §7: en-en or hr-hr), else the request's language. Nothing is stored.
 */
export async function validatePaymentSlip(
  deps: { db: TDb },
  input: TParsedPaymentSlipInput,
  locale: { slipLocale: TPaymentSlipLocale | undefined; requestLocale: TLocale },
): Promise<TPaymentSlipValidation> {
  const { violations } = await checkPaymentSlip(deps.db, input);
  const language = locale.slipLocale ? SLIP_LOCALES[locale.slipLocale] : locale.requestLocale;
  return {
    isValid: violations.length === 0,
    validations: describeViolations(violations, language),
  };
}

import {
  assert,
  formatMinorAsDecimal,
  validateAmount,
  validateCurrency,
  type TLocale,
  type TRuleViolation,
} from '@poslovno/domain';
import {
  TEMPLATE_TYPES,
  ZPaymentInput,
  type TParsedPaymentInput,
  type TSavedTemplate,
  type TTemplate,
  type TTemplateType,
} from '@poslovno/contract';
import { describeValidations } from '../payments/payments.mapper';
import type { TTemplateRow } from './templates.schema';

function readTemplateType(text: string): TTemplateType {
  const type = TEMPLATE_TYPES.find((candidate) => candidate === text);
  assert(type !== undefined, `a stored template has a template type, not ${text}`);
  return type;
}

/** The instructed amount, normalised; null while the template leaves it to the payment. */
function readTemplateAmount(payment: TParsedPaymentInput): TTemplate['amount'] {
  const currency = validateCurrency(payment.instructedAmount.currency);
  if (!currency.ok) return null;
  const amount = validateAmount(payment.instructedAmount.amount, currency.value);
  if (!amount.ok) return null;
  return { amount: formatMinorAsDecimal(amount.value, currency.value), currency: currency.value };
}

/** 000 §3 Template (favourite) as the wire shows it. */
export function toTemplateView(row: TTemplateRow): TTemplate {
  // The column holds what the contract's schema produced; parsing it again proves it still does.
  const payment = ZPaymentInput.parse(row.payment);
  return {
    favoriteId: row.id,
    name: row.name,
    type: readTemplateType(row.type),
    payment,
    amount: readTemplateAmount(payment),
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

export function toSavedTemplateView(
  row: TTemplateRow,
  warnings: readonly TRuleViolation[],
  locale: TLocale,
): TSavedTemplate {
  return { ...toTemplateView(row), validations: describeValidations(warnings, locale) };
}

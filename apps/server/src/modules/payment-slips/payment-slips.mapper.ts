import {
  formatMinorAsDecimal,
  HUB3_TEXT_FIELDS,
  normalizeHub3Slip,
  parseHub3Amount,
  type THub3Slip,
  type TRuleViolation,
} from '@poslovno/domain';
import type { TParsedPaymentSlipInput, TPaymentSlip, TPaymentSlipView } from '@poslovno/contract';
import type { TPaymentSlipRow } from './payment-slips.schema';

/** A HUB3 amount is cents whatever the currency (its last two digits are the decimals). */
const HUB3_AMOUNT_CURRENCY = 'EUR';

export function toPaymentSlipFieldsView(slip: THub3Slip): TPaymentSlipView {
  return {
    currency: slip.currency,
    amount: formatMinorAsDecimal(slip.amountMinor, HUB3_AMOUNT_CURRENCY),
    payerName: slip.payerName,
    payerStreet: slip.payerStreet,
    payerPlace: slip.payerPlace,
    payeeName: slip.payeeName,
    payeeStreet: slip.payeeStreet,
    payeePlace: slip.payeePlace,
    payeeIban: slip.payeeIban,
    model: slip.model,
    reference: slip.reference,
    purposeCode: slip.purposeCode,
    description: slip.description,
  };
}

export function toHub3Slip(row: TPaymentSlipRow): THub3Slip {
  return {
    currency: row.currency,
    amountMinor: row.amountMinor,
    payerName: row.payerName,
    payerStreet: row.payerStreet,
    payerPlace: row.payerPlace,
    payeeName: row.payeeName,
    payeeStreet: row.payeeStreet,
    payeePlace: row.payeePlace,
    payeeIban: row.payeeIban,
    model: row.model,
    reference: row.reference,
    purposeCode: row.purposeCode,
    description: row.description,
  };
}

export function toPaymentSlipView(row: TPaymentSlipRow): TPaymentSlip {
  return {
    slipId: row.id,
    format: 'QR',
    ...toPaymentSlipFieldsView(toHub3Slip(row)),
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The form's fields as a slip, normalised as the slip keeps them, with the amount's own refusal
 * (the rest of the slip is judged with no amount then).
 */
export function readSlipInput(input: TParsedPaymentSlipInput): {
  slip: THub3Slip;
  amountViolations: TRuleViolation[];
} {
  const amount = parseHub3Amount(input.amount);
  const texts = Object.fromEntries(HUB3_TEXT_FIELDS.map((field) => [field, input[field]]));
  const slip = normalizeHub3Slip({
    ...(texts as Record<(typeof HUB3_TEXT_FIELDS)[number], string>),
    currency: input.currency.trim().toUpperCase(),
    amountMinor: amount.ok ? amount.value : 0n,
  });
  return {
    slip,
    amountViolations: amount.ok ? [] : [{ field: 'amount', code: amount.code }],
  };
}

import {
  DOMESTIC_CURRENCY,
  formatMinorAsDecimal,
  getHub3PaymentAmount,
  MODEL_WITHOUT_REFERENCE,
  readHub3Payload,
  type THub3Slip,
  type TPaymentDraft,
  type TRuleResult,
  succeed,
} from '@poslovno/domain';
import { createEmptyDraft } from './payment-draft';
import { getEarliestExecutionDate } from './payment-schedule';

/** The slip's fields the payment order has no place for: the payer is the debited account's owner. */
export const SLIP_FIELDS_NOT_IN_PAYMENT = ['payerName', 'payerStreet', 'payerPlace'] as const;
export type TSlipFieldNotInPayment = (typeof SLIP_FIELDS_NOT_IN_PAYMENT)[number];

export interface TSlipPrefill {
  /** A new domestic payment holding everything of the slip the form has a field for. */
  draft: TPaymentDraft;
  /** The slip as read (normalised), for what the screen shows beside the form. */
  slip: THub3Slip;
  /** An old kuna slip: the payment opens with 0 EUR to be filled in (000 §5 amount rule). */
  isLegacyCurrency: boolean;
  /** What the slip says that the form cannot take, shown beside it rather than dropped. */
  notInPayment: { field: TSlipFieldNotInPayment; value: string }[];
}

/**
 * A slip's barcode text as a new domestic payment (000 §2 "payments from a QR/HUB3 payment
 * slip"): payee, IBAN, model and reference (none: HR99), purpose code, description and amount go
 * into their fields as the slip has them; the debit account and the date are the person's, as for
 * any new payment. An HRK slip's amount becomes 0 EUR (000 §5). A text that is not a slip is
 * SLIP_FORMAT_INVALID.
 */
export function prefillDraftFromSlip(payload: string, now: Date): TRuleResult<TSlipPrefill> {
  const reading = readHub3Payload(payload);
  if (!reading.ok) return reading;
  const { slip, isLegacyCurrency } = reading.value;
  const payment = getHub3PaymentAmount(slip);
  // A euro slip without an amount leaves it to the payer: the field stays empty to be typed.
  const amount =
    payment.amountMinor === 0n && !isLegacyCurrency
      ? ''
      : formatMinorAsDecimal(payment.amountMinor, payment.currency);
  const empty = createEmptyDraft('DOMESTIC', getEarliestExecutionDate(now, 'DOMESTIC', 'NORMAL'));
  const draft: TPaymentDraft = {
    ...empty,
    creditorAccount: slip.payeeIban,
    creditorName: slip.payeeName,
    creditorStreet: slip.payeeStreet,
    creditorResidence: slip.payeePlace,
    amount,
    currency: DOMESTIC_CURRENCY,
    creditorReferenceModel: slip.model === '' ? MODEL_WITHOUT_REFERENCE : slip.model,
    creditorReference: slip.reference,
    description: slip.description,
    purposeCode: slip.purposeCode,
  };
  const notInPayment = SLIP_FIELDS_NOT_IN_PAYMENT.filter((field) => slip[field] !== '').map(
    (field) => ({ field, value: slip[field] }),
  );
  return succeed({ draft, slip, isLegacyCurrency, notInPayment });
}

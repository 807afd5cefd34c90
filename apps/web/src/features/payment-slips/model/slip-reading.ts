import type { TDecodedPaymentSlip, TPaymentSlip, TPaymentSlipView } from '@poslovno/contract';
import {
  HUB3_TEXT_FIELDS,
  formatMinorAsDecimal,
  getHub3PaymentAmount,
  isErrorCode,
  readHub3Payload,
  type THub3Slip,
  type TErrorCode,
  type TRuleResult,
  succeed,
} from '@poslovno/domain';
import type { TSlipOrigin } from '../../../lib/slip-payment';

/** A field's refusal as the bank or the domain named it; the screen describes it in its language. */
export interface TSlipFieldIssue {
  field: string;
  code: string;
  /** The server's description (in the language of the call), for a code the app does not know. */
  description?: string;
}

/**
 * A slip read from an upload or the camera, or one the company made: its fields, its barcode's
 * text, what is wrong with it, and what paying it opens (000 §5: an HRK slip pays 0 EUR).
 */
export interface TSlipReading {
  origin: TSlipOrigin;
  slip: TPaymentSlipView;
  payload: string;
  isLegacyCurrency: boolean;
  payment: { amount: string; currency: string };
  issues: TSlipFieldIssue[];
}

/** The fields the result shows, in the paper slip's order: amount first, as the form's header. */
export const SLIP_VIEW_FIELDS = ['currency', 'amount', ...HUB3_TEXT_FIELDS] as const;
export type TSlipViewField = (typeof SLIP_VIEW_FIELDS)[number];

export function fromDecodedSlip(decoded: TDecodedPaymentSlip): TSlipReading {
  return {
    origin: 'UPLOAD',
    slip: decoded.slip,
    payload: decoded.payload,
    isLegacyCurrency: decoded.isLegacyCurrency,
    payment: decoded.payment,
    issues: decoded.validations.map(({ field, code, description }) => ({
      field,
      code,
      description,
    })),
  };
}

export function fromStoredSlip(slip: TPaymentSlip): TSlipReading {
  return {
    origin: 'CREATED',
    slip,
    payload: slip.payload,
    isLegacyCurrency: false,
    payment: { amount: slip.amount, currency: slip.currency },
    issues: [],
  };
}

function toSlipView(slip: THub3Slip): TPaymentSlipView {
  const texts = Object.fromEntries(HUB3_TEXT_FIELDS.map((field) => [field, slip[field]]));
  return {
    ...(texts as Omit<TPaymentSlipView, 'currency' | 'amount'>),
    currency: slip.currency,
    // A HUB3 amount is always 15 digits of cents, whatever the slip's currency.
    amount: formatMinorAsDecimal(slip.amountMinor, 'EUR'),
  };
}

/**
 * A barcode's text read in the browser (the camera) as the same reading the bank's decode call
 * answers, by the domain's HUB3 rules: SLIP_FORMAT_INVALID when it is not a HUB3 slip.
 */
export function readCameraPayload(payload: string): TRuleResult<TSlipReading> {
  const reading = readHub3Payload(payload);
  if (!reading.ok) return reading;
  const { slip, violations, isLegacyCurrency } = reading.value;
  const payment = getHub3PaymentAmount(slip);
  return succeed({
    origin: 'CAMERA',
    slip: toSlipView(slip),
    payload,
    isLegacyCurrency,
    payment: {
      amount: formatMinorAsDecimal(payment.amountMinor, payment.currency),
      currency: payment.currency,
    },
    issues: violations.map(({ field, code }) => ({ field, code })),
  });
}

/** Each field's first issue, with the code the screen describes in its language. */
export function indexIssues(
  issues: readonly TSlipFieldIssue[],
): Map<string, { code: TErrorCode | undefined; description: string | undefined }> {
  const byField = new Map<
    string,
    { code: TErrorCode | undefined; description: string | undefined }
  >();
  for (const issue of issues) {
    if (byField.has(issue.field)) continue;
    byField.set(issue.field, {
      code: isErrorCode(issue.code) ? issue.code : undefined,
      description: issue.description,
    });
  }
  return byField;
}

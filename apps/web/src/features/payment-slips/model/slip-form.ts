import type { TPaymentSlipInput, TPaymentSlipValidation } from '@poslovno/contract';
import {
  DOMESTIC_CURRENCY,
  HUB3_FIELD_MAX_LENGTHS,
  HUB3_TEXT_FIELDS,
  countCodePoints,
  type THub3TextField,
} from '@poslovno/domain';

/**
 * The create form of a HUB3 slip holds the fields exactly as typed: the server's validation
 * describes them, and nothing here trims, cuts or upper-cases what the person wrote.
 */
export type TSlipFormValues = Record<THub3TextField, string> & {
  /** A wire decimal ("125.50") as the amount field hands it on, or empty. */
  amount: string;
};

export type TSlipFormField = keyof TSlipFormValues;

/** The form's sections in the order of the paper slip: payer, payee, then the payment. */
export const SLIP_FORM_SECTIONS = {
  payer: ['payerName', 'payerStreet', 'payerPlace'],
  payee: ['payeeName', 'payeeStreet', 'payeePlace', 'payeeIban'],
  payment: ['amount', 'model', 'reference', 'purposeCode', 'description'],
} as const satisfies Record<string, readonly TSlipFormField[]>;

/** Every field in the order the form shows them, for the error summary. */
export const SLIP_FORM_FIELDS: readonly TSlipFormField[] = [
  ...SLIP_FORM_SECTIONS.payer,
  ...SLIP_FORM_SECTIONS.payee,
  ...SLIP_FORM_SECTIONS.payment,
];

/** Slips are made in euro only (000 §5); the old kuna slips are read, not made. */
export const SLIP_CURRENCY = DOMESTIC_CURRENCY;

export function createEmptySlipForm(): TSlipFormValues {
  return {
    amount: '',
    ...(Object.fromEntries(HUB3_TEXT_FIELDS.map((field) => [field, ''])) as Record<
      THub3TextField,
      string
    >),
  };
}

/** The body of the validation and of the creation: the fields as typed, in euro, format QR. */
export function toSlipInput(values: TSlipFormValues): TPaymentSlipInput {
  return { ...values, currency: SLIP_CURRENCY, format: 'QR' };
}

export function isSlipTextField(field: string): field is THub3TextField {
  return (HUB3_TEXT_FIELDS as readonly string[]).includes(field);
}

/** How much of a text field's room is used: the slip counts characters (code points), not bytes. */
export function countSlipField(field: THub3TextField, value: string) {
  const max = HUB3_FIELD_MAX_LENGTHS[field];
  const used = countCodePoints(value);
  return { used, max, isOver: used > max };
}

/** Each field's first refusal in the server's answer; a refusal of no form field goes apart. */
export function indexSlipValidations(answer: TPaymentSlipValidation | undefined): {
  byField: Partial<Record<TSlipFormField, string>>;
  other: string[];
} {
  const byField: Partial<Record<TSlipFormField, string>> = {};
  const other: string[] = [];
  for (const validation of answer?.validations ?? []) {
    const field = SLIP_FORM_FIELDS.find((candidate) => candidate === validation.field);
    if (field === undefined) other.push(validation.description);
    else byField[field] ??= validation.description;
  }
  return { byField, other };
}

import { assert } from './assert';
import type { TErrorCode, TRuleViolation } from './error-codes';
import { validateIban } from './iban';
import {
  AMOUNT_MAX_INTEGER_DIGITS,
  applyLegacyCurrencyRule,
  DOMESTIC_CURRENCY,
  LEGACY_DOMESTIC_CURRENCY,
  parseDecimalToMinor,
  type TMinor,
} from './money';
import { validateReference } from './reference';
import { fail, MAX_RULE_INPUT_LENGTH, succeed, type TRuleResult } from './result';
import { countCodePoints, validateDescription } from './text';

/**
 * The HUB3 payment slip (HUB-3A, "Opća uplatnica") and its PDF417 barcode payload, as the
 * Croatian Banking Association's "Format zapisa PDF417 2D bar-koda prema HUB3 standardu" lays it
 * out: the header HRVHUB30, the currency, the amount as 15 digits of cents, then the payer, the
 * payee, the payee's IBAN, model, reference, purpose code and description, each line ended by LF,
 * the whole in ISO-8859-2.
 */

export const HUB3_HEADER = 'HRVHUB30';
const LINE_FEED = '\n';
const AMOUNT_DIGITS = 15;

/** The text fields in the payload's order after the amount, with the standard's maximum lengths. */
export const HUB3_TEXT_FIELDS = [
  'payerName',
  'payerStreet',
  'payerPlace',
  'payeeName',
  'payeeStreet',
  'payeePlace',
  'payeeIban',
  'model',
  'reference',
  'purposeCode',
  'description',
] as const;
export type THub3TextField = (typeof HUB3_TEXT_FIELDS)[number];

export const HUB3_FIELD_MAX_LENGTHS: Readonly<Record<THub3TextField, number>> = {
  payerName: 30,
  payerStreet: 27,
  payerPlace: 27,
  payeeName: 25,
  payeeStreet: 25,
  payeePlace: 27,
  payeeIban: 21,
  model: 4,
  reference: 22,
  purposeCode: 4,
  description: 35,
};

export type THub3Slip = { currency: string; amountMinor: TMinor } & Record<THub3TextField, string>;

/** Header, currency, amount and the text fields: the lines a payload holds. */
const PAYLOAD_LINE_COUNT = 3 + HUB3_TEXT_FIELDS.length;

/** Creating a slip takes euro only; reading one accepts an old kuna slip too (see below). */
export type THub3SlipPurpose = 'CREATE' | 'READ';

export interface THub3SlipRules {
  purpose: THub3SlipPurpose;
  /** The purpose-code list of the codebook; without it any four capital letters pass. */
  isKnownPurposeCode?: (code: string) => boolean;
}

const ISO_8859_2 = 'iso-8859-2';

/**
 * The WHATWG TextDecoder, which Node and every browser have; the domain is compiled without DOM or
 * Node types, so it names the little it uses.
 */
type TTextDecoder = new (
  label: string,
  options?: { fatal?: boolean },
) => { decode(bytes: Uint8Array): string };
const { TextDecoder: Decoder } = globalThis as unknown as { TextDecoder: TTextDecoder };

/** Each character ISO-8859-2 has, by its byte, read from the platform's own decoder once. */
const ISO_8859_2_BYTES: ReadonlyMap<string, number> = (() => {
  const decoded = new Decoder(ISO_8859_2).decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  return new Map(Array.from(decoded, (character, byte): [string, number] => [character, byte]));
})();

// C0 and C1 controls and DEL: a slip's field is one line of printed text.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;

/** The first character a slip cannot carry: a control, or one ISO-8859-2 has no byte for. */
export function findHub3DisallowedCharacter(text: string): string | undefined {
  for (const character of text) {
    if (CONTROL_CHARACTER.test(character) || !ISO_8859_2_BYTES.has(character)) return character;
  }
  return undefined;
}

/** The payload's bytes in ISO-8859-2; every character must have one (a validated slip's do). */
export function encodeHub3Bytes(payload: string): Uint8Array {
  const bytes = new Uint8Array(payload.length);
  let length = 0;
  for (const character of payload) {
    const byte = ISO_8859_2_BYTES.get(character);
    assert(byte !== undefined, 'a HUB3 payload holds only ISO-8859-2 characters');
    bytes[length] = byte;
    length += 1;
  }
  return bytes.subarray(0, length);
}

/**
 * The text of a barcode's bytes. The standard says ISO-8859-2, but slips printed by software
 * that wrote UTF-8 circulate (a Croatian letter then reads as two ISO-8859-2 characters, the
 * second a C1 control no slip can hold): bytes above 0x7F that form valid UTF-8 are read as
 * UTF-8, everything else as ISO-8859-2.
 */
export function decodeHub3Bytes(bytes: Uint8Array): string {
  if (bytes.some((byte) => byte > 0x7f)) {
    try {
      return new Decoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Not UTF-8: the standard's own encoding, below.
    }
  }
  return new Decoder(ISO_8859_2).decode(bytes);
}

function formatAmountDigits(amountMinor: TMinor): string {
  const digits = amountMinor.toString();
  assert(amountMinor >= 0n && digits.length <= AMOUNT_DIGITS, 'a HUB3 amount has 15 digits');
  return digits.padStart(AMOUNT_DIGITS, '0');
}

/**
 * The barcode's text. Every line, the last one too, ends with LF, as the standard's example
 * does; a reader accepts a payload with or without the final LF.
 */
export function buildHub3Payload(slip: THub3Slip): string {
  assert(/^[A-Z]{3}$/.test(slip.currency), 'a HUB3 currency is an ISO 4217 code');
  const lines = [
    HUB3_HEADER,
    slip.currency,
    formatAmountDigits(slip.amountMinor),
    ...HUB3_TEXT_FIELDS.map((field) => slip[field]),
  ];
  assert(
    lines.every((line) => !line.includes(LINE_FEED)),
    'a HUB3 field is one line',
  );
  return lines.join(LINE_FEED) + LINE_FEED;
}

/**
 * A barcode's text back into its fields: the header, exactly the standard's lines (the final LF
 * optional), a currency of three capitals and 15 digits of amount, else SLIP_FORMAT_INVALID. The
 * texts are kept as read; validateHub3Slip judges them.
 */
export function parseHub3Payload(payload: string): TRuleResult<THub3Slip> {
  if (payload.length > MAX_RULE_INPUT_LENGTH) return fail('SLIP_FORMAT_INVALID');
  const body = payload.endsWith(LINE_FEED) ? payload.slice(0, -1) : payload;
  const lines = body.split(LINE_FEED);
  if (lines.length !== PAYLOAD_LINE_COUNT || lines[0] !== HUB3_HEADER)
    return fail('SLIP_FORMAT_INVALID');
  const [, currency = '', amount = ''] = lines;
  if (!/^[A-Z]{3}$/.test(currency) || !/^\d{15}$/.test(amount)) return fail('SLIP_FORMAT_INVALID');
  const texts = Object.fromEntries(
    HUB3_TEXT_FIELDS.map((field, index) => [field, lines[index + 3] ?? '']),
  ) as Record<THub3TextField, string>;
  return succeed({ currency, amountMinor: BigInt(amount), ...texts });
}

/** The largest amount the product takes anywhere: 12 integer digits and cents (000 §5, §9). */
const MAX_AMOUNT_MINOR = 10n ** BigInt(AMOUNT_MAX_INTEGER_DIGITS + 2) - 1n;

/**
 * A slip's amount as typed on the wire ("123.45"). Unlike a payment's it may be zero: a slip
 * without an amount leaves it to the payer, as paper slips do.
 */
export function parseHub3Amount(text: string): TRuleResult<TMinor> {
  const trimmed = text.length <= 40 ? text.trim() : 'x';
  if (trimmed === '') return succeed(0n);
  if (trimmed.startsWith('-')) return fail('AMOUNT_NOT_POSITIVE');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return fail('AMOUNT_INVALID');
  const minor = parseDecimalToMinor(trimmed, DOMESTIC_CURRENCY);
  if (minor === undefined) return fail('AMOUNT_INVALID');
  return minor > MAX_AMOUNT_MINOR ? fail('AMOUNT_TOO_LARGE') : succeed(minor);
}

/**
 * What a person types, as a slip keeps it: texts in NFC without surrounding spaces, the IBAN
 * without spaces, the model and purpose code in capitals. A decoded slip goes through it too,
 * so a reader's stray space is not a refusal.
 */
export function normalizeHub3Slip(slip: THub3Slip): THub3Slip {
  const texts = Object.fromEntries(
    HUB3_TEXT_FIELDS.map((field) => [
      field,
      slip[field].length > MAX_RULE_INPUT_LENGTH
        ? slip[field]
        : slip[field].normalize('NFC').trim(),
    ]),
  ) as Record<THub3TextField, string>;
  return {
    ...slip,
    ...texts,
    payeeIban: texts.payeeIban.replace(/\s+/g, '').toUpperCase(),
    model: texts.model.toUpperCase(),
    purposeCode: texts.purposeCode.toUpperCase(),
  };
}

/** Whether a slip is an old kuna slip: readable, but paid as 0 EUR to be filled in (000 §5). */
export function isLegacyCurrencySlip(slip: Pick<THub3Slip, 'currency'>): boolean {
  return slip.currency === LEGACY_DOMESTIC_CURRENCY;
}

/** The amount "pay" opens the payment with: an HRK slip's becomes 0 EUR (000 §5 amount rule). */
export function getHub3PaymentAmount(slip: Pick<THub3Slip, 'currency' | 'amountMinor'>): {
  amountMinor: TMinor;
  currency: string;
} {
  return applyLegacyCurrencyRule(
    { amountMinor: slip.amountMinor, currency: slip.currency },
    DOMESTIC_CURRENCY,
  );
}

function checkCurrency(currency: string, purpose: THub3SlipPurpose): TErrorCode | undefined {
  if (currency === DOMESTIC_CURRENCY) return undefined;
  if (currency === LEGACY_DOMESTIC_CURRENCY && purpose === 'READ') return undefined;
  return 'SLIP_CURRENCY_NOT_SUPPORTED';
}

/** Length and characters, the checks every text field shares; never cut, always refused. */
function checkSlipText(field: THub3TextField, value: string): TErrorCode | undefined {
  if (countCodePoints(value) > HUB3_FIELD_MAX_LENGTHS[field]) return 'SLIP_FIELD_TOO_LONG';
  return findHub3DisallowedCharacter(value) === undefined
    ? undefined
    : 'SLIP_CHARACTER_NOT_ALLOWED';
}

/** A domestic payee account: a Croatian IBAN of 21 characters passing mod-97 (000 §5). */
function checkPayeeIban(iban: string): TErrorCode | undefined {
  if (iban === '') return 'IBAN_REQUIRED';
  const result = validateIban(iban, { domestic: true });
  return result.ok ? undefined : result.code;
}

/**
 * The model is the slip's four characters, HR and two digits (the standard's layout; a bare "00"
 * of older generators is not it); with no model there is no reference, as with HR99.
 */
function checkReference(
  slip: THub3Slip,
): { field: 'model' | 'reference'; code: TErrorCode } | undefined {
  if (slip.model === '')
    return slip.reference === '' ? undefined : { field: 'model', code: 'FIELD_REQUIRED' };
  if (!/^HR\d{2}$/.test(slip.model)) return { field: 'model', code: 'REFERENCE_MODEL_INVALID' };
  const result = validateReference(slip.model, slip.reference);
  if (result.ok) return undefined;
  return {
    field: result.code === 'REFERENCE_MODEL_INVALID' ? 'model' : 'reference',
    code: result.code,
  };
}

function checkPurposeCode(code: string, rules: THub3SlipRules): TErrorCode | undefined {
  if (code === '') return undefined;
  const isKnown = /^[A-Z]{4}$/.test(code) && (rules.isKnownPurposeCode?.(code) ?? true);
  return isKnown ? undefined : 'FIELD_INVALID';
}

function checkDescription(description: string): TErrorCode | undefined {
  const result = validateDescription(description, {
    maxLength: HUB3_FIELD_MAX_LENGTHS.description,
  });
  return result.ok ? undefined : result.code;
}

/** The rules of 000 §5 a field carries beyond its length and characters. */
function checkFieldRules(
  slip: THub3Slip,
  rules: THub3SlipRules,
): Partial<Record<THub3TextField, TErrorCode>> {
  const reference = checkReference(slip);
  return {
    payeeName: slip.payeeName === '' ? 'FIELD_REQUIRED' : undefined,
    payeeIban: checkPayeeIban(slip.payeeIban),
    ...(reference === undefined ? {} : { [reference.field]: reference.code }),
    purposeCode: checkPurposeCode(slip.purposeCode, rules),
    description: checkDescription(slip.description),
  };
}

/**
 * Every field of a slip on its own, each with its first broken rule: the currency (EUR; HRK when
 * reading), the amount, each text's length and characters (a text too long is refused, never
 * cut), then the payment rules of 000 §5 on the payee's IBAN, the model and reference, the
 * purpose code and the description. An empty list is a valid slip.
 */
export function validateHub3Slip(slip: THub3Slip, rules: THub3SlipRules): TRuleViolation[] {
  const violations: TRuleViolation[] = [];
  const currency = checkCurrency(slip.currency, rules.purpose);
  if (currency) violations.push({ field: 'currency', code: currency });
  if (slip.amountMinor < 0n) violations.push({ field: 'amount', code: 'AMOUNT_NOT_POSITIVE' });
  else if (slip.amountMinor > MAX_AMOUNT_MINOR)
    violations.push({ field: 'amount', code: 'AMOUNT_TOO_LARGE' });
  const fieldRules = checkFieldRules(slip, rules);
  for (const field of HUB3_TEXT_FIELDS) {
    const code = checkSlipText(field, slip[field]) ?? fieldRules[field];
    if (code) violations.push({ field, code });
  }
  return violations;
}

/** A payload read from a barcode: its fields normalised, what is wrong with them, and its kind. */
export interface THub3Reading {
  slip: THub3Slip;
  violations: TRuleViolation[];
  isLegacyCurrency: boolean;
}

/** Reads a barcode's text as a slip to pay: SLIP_FORMAT_INVALID when it is not one at all. */
export function readHub3Payload(
  payload: string,
  rules: Omit<THub3SlipRules, 'purpose'> = {},
): TRuleResult<THub3Reading> {
  const parsed = parseHub3Payload(payload);
  if (!parsed.ok) return parsed;
  const slip = normalizeHub3Slip(parsed.value);
  return succeed({
    slip,
    violations: validateHub3Slip(slip, { ...rules, purpose: 'READ' }),
    isLegacyCurrency: isLegacyCurrencySlip(slip),
  });
}

import { assert } from './assert';
import { parseIsoDate, type TIsoDate } from './iso-date';
import { formatMinorAsDecimal, type TMinor } from './money';
import { fail, MAX_RULE_INPUT_LENGTH, succeed, type TRuleResult } from './result';

export type TTermDepositCurrency = 'EUR' | 'USD' | 'CHF' | 'GBP';

/** Larger deposits are arranged with the bank, not online (001 §9). */
export const TERM_DEPOSIT_ONLINE_MAXIMUM_MINOR: Readonly<Record<TTermDepositCurrency, TMinor>> = {
  EUR: 200_000_000n,
  USD: 260_000_000n,
  CHF: 240_000_000n,
  GBP: 160_000_000n,
};

function isTermDepositCurrency(currency: string): currency is TTermDepositCurrency {
  return Object.hasOwn(TERM_DEPOSIT_ONLINE_MAXIMUM_MINOR, currency);
}

/** `detail` of the maximum failure is the maximum as a wire decimal, for the message. */
export function validateTermDepositAmount(
  amountMinor: TMinor,
  currency: string,
): TRuleResult<TMinor> {
  if (!isTermDepositCurrency(currency)) return fail('CURRENCY_INVALID');
  if (amountMinor <= 0n) return fail('AMOUNT_NOT_POSITIVE');
  const maximumMinor = TERM_DEPOSIT_ONLINE_MAXIMUM_MINOR[currency];
  if (amountMinor > maximumMinor) {
    return fail('AMOUNT_ABOVE_ONLINE_MAXIMUM', formatMinorAsDecimal(maximumMinor, currency));
  }
  return succeed(amountMinor);
}

/** Overnight, weeks (W), months (M), years (Y) and "over five years", in the order offered. */
export const TERM_DEPOSIT_MATURITIES = [
  'OVERNIGHT',
  'W1',
  'W2',
  'M1',
  'M2',
  'M3',
  'M6',
  'M9',
  'Y1',
  'Y2',
  'Y3',
  'Y5',
  'OVER_Y5',
] as const;
export type TTermDepositMaturity = (typeof TERM_DEPOSIT_MATURITIES)[number];

/** 001 §5 lists the limits without their fields; each letter-of-credit field takes one of these. */
export const LETTER_OF_CREDIT_FIELD_LENGTHS = [20, 30, 35, 50, 58, 71, 1950] as const;
export const LETTER_OF_CREDIT_MAX_ATTACHMENTS = 4;

const DIGITS = /^\d+$/;
const NEGATIVE_DIGITS = /^-\d+$/;

/** Whole numbers typed as plain digits; no sign, no separators. */
function validateDigits(text: string, maxDigits: number): TRuleResult<string> {
  if (text.length > MAX_RULE_INPUT_LENGTH) return fail('FIELD_TOO_LONG');
  const value = text.trim();
  if (value === '') return fail('FIELD_REQUIRED');
  if (NEGATIVE_DIGITS.test(value)) return fail('NUMBER_NEGATIVE_NOT_ALLOWED');
  if (!DIGITS.test(value)) return fail('NUMBER_INVALID');
  if (value.length > maxDigits) return fail('FIELD_TOO_LONG');
  return succeed(value);
}

function validateWholeNumber(text: string, maxDigits: number): TRuleResult<number> {
  const digits = validateDigits(text, maxDigits);
  return digits.ok ? succeed(Number(digits.value)) : digits;
}

/** Percent either way of the amount, 0 to 99. */
export function validateLetterOfCreditTolerance(text: string): TRuleResult<number> {
  return validateWholeNumber(text, 2);
}

export function validateUsageDays(text: string): TRuleResult<number> {
  return validateWholeNumber(text, 4);
}

/** Days after shipment for presenting the documents, 0 to 99. */
export function validatePresentationPeriod(text: string): TRuleResult<number> {
  return validateWholeNumber(text, 2);
}

/** Kept as text: leading zeros are part of the bank's contract number. */
export function validateContractNumber(text: string): TRuleResult<string> {
  return validateDigits(text, 6);
}

// The product's earliest date (000 §5, date input minimum 1 January 1900).
const EARLIEST_CONTRACT_YEAR = 1900;
const YEAR = /^\d{4}$/;

export function validateContractYear(text: string, today: TIsoDate): TRuleResult<number> {
  const todayParts = parseIsoDate(today);
  assert(todayParts, `today is not a YYYY-MM-DD date: ${today}`);
  if (text.length > MAX_RULE_INPUT_LENGTH) return fail('FIELD_TOO_LONG');
  const value = text.trim();
  if (value === '') return fail('FIELD_REQUIRED');
  if (!YEAR.test(value)) return fail('DATE_INVALID');
  const year = Number(value);
  if (year < EARLIEST_CONTRACT_YEAR || year > todayParts.year) return fail('DATE_OUT_OF_RANGE');
  return succeed(year);
}

export type TSolvencyDeliveryMethod = 'EMAIL' | 'INTERNET_BANKING';

export const SOLVENCY_MAX_EMAILS = 3;
/** Fees of a solvency report in euro cents, VAT charged on top (001 §9). */
export const SOLVENCY_FEE_MINOR: Readonly<Record<TSolvencyDeliveryMethod, TMinor>> = {
  INTERNET_BANKING: 1327n,
  EMAIL: 1858n,
};
export const SOLVENCY_FEE_CURRENCY = 'EUR';

/**
 * The bank's tariff for a confirmation of an executed payment (001 §7 generic confirmation, §9 "the
 * confirmation fee is shown as an amount in domestic currency"), per payment confirmed, in euro
 * cents; the spec names no amount (docs/decisions.md "Payment confirmations").
 */
export const PAYMENT_CONFIRMATION_FEE_MINOR: TMinor = 200n;
export const PAYMENT_CONFIRMATION_FEE_CURRENCY = 'EUR';

const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
// Pragmatic, not RFC 5322: dot-atom local part, ASCII host names (IDN as punycode), a real TLD.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmailAddress(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(text)) return false;
  return text.indexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

/**
 * Blank entries (empty slots of the form) are dropped; delivery by e-mail needs an address,
 * delivery through internet banking takes the addresses as optional copies.
 */
export function validateSolvencyEmails(
  list: readonly string[],
  deliveryMethod: TSolvencyDeliveryMethod,
): TRuleResult<string[]> {
  if (list.length > MAX_RULE_INPUT_LENGTH) return fail('TOO_MANY_EMAILS');
  const emails = list.map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (emails.length > SOLVENCY_MAX_EMAILS) return fail('TOO_MANY_EMAILS');
  if (emails.length === 0 && deliveryMethod === 'EMAIL') return fail('FIELD_REQUIRED');
  const invalid = emails.find((email) => !isEmailAddress(email));
  return invalid === undefined ? succeed(emails) : fail('EMAIL_INVALID', invalid);
}

/** Foreign-turnover codes of a foreign payment; the three most used are offered first (000 §9). */
export const FOREIGN_TURNOVER_CODES = {
  primary: ['5517d', '3145d', '3015d'],
  others: ['5504d', '5522d', '5530d', '1123d', '1119d', '5540c'],
} as const;
export const ORDERED_FOREIGN_TURNOVER_CODES = [
  ...FOREIGN_TURNOVER_CODES.primary,
  ...FOREIGN_TURNOVER_CODES.others,
] as const;
export type TForeignTurnoverCode = (typeof ORDERED_FOREIGN_TURNOVER_CODES)[number];

/** 000 §9: at most 50 statements downloaded at once. */
export const MAX_STATEMENTS_PER_DOWNLOAD = 50;

/** A download of statements names between 1 and 50 of them (000 §9). */
export function checkStatementDownloadCount(count: number): TRuleResult<number> {
  return count > MAX_STATEMENTS_PER_DOWNLOAD
    ? fail('STATEMENT_DOWNLOAD_LIMIT_EXCEEDED')
    : succeed(count);
}

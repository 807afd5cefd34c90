import { assert } from './assert';
import type { TErrorCode } from './error-codes';
import { fail, MAX_RULE_INPUT_LENGTH, succeed, type TRuleResult } from './result';

/** Amounts are bigint minor units; decimals come from ISO 4217, never a fixed 100. */
export type TMinor = bigint;

/**
 * ISO 4217 active currencies (plus HRK, kept for statements and orders from before the euro).
 * Minor-unit decimals are 2 unless listed as an exception.
 */
const TWO_DECIMAL_CURRENCIES =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN ' +
  'BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP ' +
  'GEL GHS GIP GMD GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK ' +
  'LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK ' +
  'NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP ' +
  'STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VES WST XCD XCG ZAR ZMW ZWG';
const ZERO_DECIMAL_CURRENCIES =
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF';
const THREE_DECIMAL_CURRENCIES = 'BHD IQD JOD KWD LYD OMR TND';
const FOUR_DECIMAL_CURRENCIES = 'CLF UYW';

const CURRENCY_DECIMALS: Readonly<Record<string, number>> = Object.fromEntries([
  ...TWO_DECIMAL_CURRENCIES.split(' ').map((code) => [code, 2] as const),
  ...ZERO_DECIMAL_CURRENCIES.split(' ').map((code) => [code, 0] as const),
  ...THREE_DECIMAL_CURRENCIES.split(' ').map((code) => [code, 3] as const),
  ...FOUR_DECIMAL_CURRENCIES.split(' ').map((code) => [code, 4] as const),
]);

export const CURRENCY_CODES: readonly string[] = Object.keys(CURRENCY_DECIMALS).sort();

export const DOMESTIC_CURRENCY = 'EUR';

export function isKnownCurrency(currency: string): boolean {
  return Object.hasOwn(CURRENCY_DECIMALS, currency);
}

export function getCurrencyDecimals(currency: string): number {
  const decimals = CURRENCY_DECIMALS[currency];
  assert(decimals !== undefined, `unknown currency ${currency}`);
  return decimals;
}

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Parses a wire decimal ("1250.00", "-3.5") into minor units of the currency.
 * Returns undefined for text that is not a plain decimal or has more decimals than the currency.
 */
export function parseDecimalToMinor(text: string, currency: string): TMinor | undefined {
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return undefined;
  const decimals = getCurrencyDecimals(currency);
  const fraction = match[3] ?? '';
  if (fraction.length > decimals) return undefined;
  const digits = (match[2] ?? '0') + fraction.padEnd(decimals, '0');
  const magnitude = BigInt(digits);
  return match[1] ? -magnitude : magnitude;
}

/** Minor units to the wire decimal string, always with the currency's number of decimals. */
export function formatMinorAsDecimal(minor: TMinor, currency: string): string {
  const decimals = getCurrencyDecimals(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const integerPart = digits.slice(0, digits.length - decimals);
  const fractionPart = decimals > 0 ? '.' + digits.slice(digits.length - decimals) : '';
  return (negative ? '-' : '') + integerPart + fractionPart;
}

/** The legacy domestic currency; after 1 January 2023 an HRK amount has no value in EUR lists. */
export const LEGACY_DOMESTIC_CURRENCY = 'HRK';

/** 000 §5 and §9: an order amount has at most 12 integer digits and 2 decimals. */
export const AMOUNT_MAX_INTEGER_DIGITS = 12;
export const AMOUNT_MAX_DECIMALS = 2;

const AMOUNT_TEXT = /^(-)?(\d+)(?:\.(\d*))?$/;

/** Decimals an amount may have: its currency's, at most 2 (000 §5) even where ISO 4217 gives 3. */
export function getAmountDecimals(currency: string): number {
  return isKnownCurrency(currency)
    ? Math.min(getCurrencyDecimals(currency), AMOUNT_MAX_DECIMALS)
    : AMOUNT_MAX_DECIMALS;
}

const AMOUNT_FAILURE_OF_NUMBER: Readonly<Partial<Record<TErrorCode, TErrorCode>>> = {
  NUMBER_INVALID: 'AMOUNT_INVALID',
  NUMBER_TOO_MANY_DECIMALS: 'AMOUNT_TOO_MANY_DECIMALS',
  NUMBER_TOO_MANY_INTEGER_DIGITS: 'AMOUNT_TOO_LARGE',
  NUMBER_NEGATIVE_NOT_ALLOWED: 'AMOUNT_NOT_POSITIVE',
};

/**
 * A number typed into an amount field fails with the amount rule's code, which speaks of an
 * amount and its currency's decimals rather than of a number's fixed limits.
 */
export function toAmountFailureCode(code: TErrorCode): TErrorCode {
  return AMOUNT_FAILURE_OF_NUMBER[code] ?? code;
}

/**
 * 000 §5 amount rule over the wire decimal ("1250.00"): required, a number, greater than zero, at
 * most 2 decimals and none for currencies without subunits, at most 12 integer digits.
 */
export function validateAmount(text: string, currency: string): TRuleResult<TMinor> {
  if (text.length > MAX_RULE_INPUT_LENGTH) return fail('AMOUNT_INVALID');
  const trimmed = text.trim();
  if (trimmed === '') return fail('AMOUNT_REQUIRED');
  if (!isKnownCurrency(currency)) return fail('CURRENCY_INVALID');
  const match = AMOUNT_TEXT.exec(trimmed);
  if (!match) return fail('AMOUNT_INVALID');
  const integerDigits = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const decimals = getAmountDecimals(currency);
  if (fraction.length > decimals) return fail('AMOUNT_TOO_MANY_DECIMALS');
  if (integerDigits.length > AMOUNT_MAX_INTEGER_DIGITS) return fail('AMOUNT_TOO_LARGE');
  const minor = parseDecimalToMinor(
    fraction ? `${integerDigits}.${fraction}` : integerDigits,
    currency,
  );
  if (minor === undefined) return fail('AMOUNT_INVALID');
  if (match[1] !== undefined || minor === 0n) return fail('AMOUNT_NOT_POSITIVE');
  return succeed(minor);
}

export function validateCurrency(text: string): TRuleResult<string> {
  const code = text.length <= 8 ? text.trim().toUpperCase() : '';
  return isKnownCurrency(code) ? succeed(code) : fail('CURRENCY_INVALID');
}

/**
 * 000 §5: with EUR as the domestic currency an HRK credit amount counts as 0 EUR (the kuna is no
 * longer legal tender), so totals and limits never mix the two.
 */
export function applyLegacyCurrencyRule(
  amount: { amountMinor: TMinor; currency: string },
  domesticCurrency: string,
): { amountMinor: TMinor; currency: string } {
  if (domesticCurrency === 'EUR' && amount.currency === LEGACY_DOMESTIC_CURRENCY)
    return { amountMinor: 0n, currency: 'EUR' };
  return amount;
}

const LEADING_CURRENCIES: Readonly<Record<string, readonly string[]>> = {
  EUR: ['EUR', 'USD', 'CHF', 'GBP'],
  HRK: ['HRK', 'EUR', 'USD', 'CHF', 'GBP'],
};

/**
 * 000 §9 order of currencies in amount lists: with EUR domestic EUR, USD, CHF, GBP, then the
 * others alphabetically; with HRK domestic HRK first, then the same.
 */
export function compareCurrenciesForDisplay(
  a: string,
  b: string,
  domesticCurrency: string = DOMESTIC_CURRENCY,
): number {
  const leading = LEADING_CURRENCIES[domesticCurrency] ?? [domesticCurrency];
  const rank = (code: string) => {
    const index = leading.indexOf(code);
    return index === -1 ? leading.length : index;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function sortCurrenciesForDisplay(
  currencies: readonly string[],
  domesticCurrency: string = DOMESTIC_CURRENCY,
): string[] {
  return [...currencies].sort((a, b) => compareCurrenciesForDisplay(a, b, domesticCurrency));
}

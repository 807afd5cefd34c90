import { assert } from './assert';

/** Amounts are bigint minor units; decimals come from ISO 4217, never a fixed 100. */
export type TMinor = bigint;

const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  AED: 2,
  AUD: 2,
  BAM: 2,
  BGN: 2,
  BHD: 3,
  CAD: 2,
  CHF: 2,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  HRK: 2,
  HUF: 2,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KRW: 0,
  KWD: 3,
  MKD: 2,
  NOK: 2,
  OMR: 3,
  PLN: 2,
  RON: 2,
  RSD: 2,
  SEK: 2,
  TND: 3,
  TRY: 2,
  USD: 2,
};

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

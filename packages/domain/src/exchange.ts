/**
 * The bank's daily exchange-rate list and the one conversion rule (issue 6, "Foreign exchange").
 *
 * Rates are quoted as units of foreign currency per 1 EUR, as the ECB and Croatian banks quote
 * since the euro. A conversion is one exact fraction, amount x rate(to) / rate(from), scaled from
 * the source currency's minor units to the target's, with a EUR leg counting as 1. A cross rate
 * (USD -> CHF) therefore goes through EUR inside that one fraction, with nothing rounded on the
 * way. The fraction is rounded ONCE, half away from zero, to the target currency's ISO 4217 minor
 * units; the effective rate reported with it is rounded by the same rule to 6 decimals. All of it
 * is bigint arithmetic: a float cannot hold 0.1 or an amount above 2^53 minor units exactly.
 */
import { assert } from './assert';
import { DOMESTIC_CURRENCY, getCurrencyDecimals, isKnownCurrency, type TMinor } from './money';
import { fail, succeed, type TRuleResult } from './result';

/** One row of the daily list: decimal strings with up to 6 decimals, units per 1 EUR. */
export interface TExchangeRate {
  currency: string;
  buy: string;
  middle: string;
  sell: string;
}

/** Decimals of a rate on the list and of the effective rate reported with a conversion. */
export const EXCHANGE_RATE_DECIMALS = 6;

/** Nine integer digits hold any real rate per EUR (VND is about 30 000) with room to spare. */
const RATE_TEXT = /^(0|[1-9]\d{0,8})(?:\.(\d{1,6}))?$/;

/** value = digits / 10^scale, so a rate is used exactly as the bank published it. */
interface TScaledDecimal {
  digits: bigint;
  scale: number;
}

const ONE: TScaledDecimal = { digits: 1n, scale: 0 };

function parseRate(text: string): TScaledDecimal | undefined {
  const match = RATE_TEXT.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  return { digits: BigInt((match[1] ?? '') + fraction), scale: fraction.length };
}

function getPowerOfTen(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Sign of a - b for two positive scaled decimals, by cross-multiplying to a common scale. */
function compareScaled(a: TScaledDecimal, b: TScaledDecimal): number {
  const left = a.digits * getPowerOfTen(b.scale);
  const right = b.digits * getPowerOfTen(a.scale);
  return left > right ? 1 : left < right ? -1 : 0;
}

/**
 * The list is an indirect quote (foreign units per 1 EUR), so the bank's margin runs the other way
 * than in a direct quote: buy > middle > sell > 0. The bank buys foreign currency at the higher
 * number of units per EUR and sells it at the lower. Worked example with USD buy 1.0950, middle
 * 1.0900, sell 1.0850: a client selling 108.50 USD to the bank gets 108.50 / 1.0950 = 99.09 EUR,
 * a client buying USD with 100.00 EUR gets 100.00 x 1.0850 = 108.50 USD; at the middle rate both
 * would be 99.54 EUR and 109.00 USD, and the differences are the bank's spread.
 */
export function validateExchangeRate(rate: TExchangeRate): TRuleResult<TExchangeRate> {
  if (!isKnownCurrency(rate.currency)) return fail('CURRENCY_INVALID', 'currency');
  if (rate.currency === DOMESTIC_CURRENCY) return fail('EXCHANGE_RATE_INVALID', 'currency');
  const buy = parseRate(rate.buy);
  if (!buy) return fail('EXCHANGE_RATE_INVALID', 'buy');
  const middle = parseRate(rate.middle);
  if (!middle) return fail('EXCHANGE_RATE_INVALID', 'middle');
  const sell = parseRate(rate.sell);
  if (!sell) return fail('EXCHANGE_RATE_INVALID', 'sell');
  if (sell.digits === 0n) return fail('EXCHANGE_RATE_INVALID', 'sell');
  if (compareScaled(middle, sell) <= 0) return fail('EXCHANGE_RATE_INVALID', 'middle');
  if (compareScaled(buy, middle) <= 0) return fail('EXCHANGE_RATE_INVALID', 'buy');
  return succeed(rate);
}

/**
 * 'CUSTOMER_PAYS_FROM': the client hands over `from` and receives `to`, so the bank buys `from`
 * (its buy rate) and sells `to` (its sell rate). 'MIDDLE': middle rates, for reporting only.
 */
export const CONVERSION_SIDES = ['CUSTOMER_PAYS_FROM', 'MIDDLE'] as const;
export type TConversionSide = (typeof CONVERSION_SIDES)[number];

export interface TConversionRequest {
  amountMinor: TMinor;
  from: string;
  to: string;
  /** The list of the value date; the caller picks the date, this rule only reads the list. */
  rates: readonly TExchangeRate[];
  side: TConversionSide;
}

export interface TConversion {
  amountMinor: TMinor;
  /** Units of `to` for one unit of `from`, 6 decimals, recorded on the booking. */
  rateApplied: string;
}

/**
 * Division rounded half away from zero: the rounding people expect from a bank statement and the
 * same for a debit as for a credit (a refund mirrors its payment to the cent).
 */
export function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  assert(denominator !== 0n, 'division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

function formatScaled(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

type TRateLookup = { ok: true; rate: TScaledDecimal } | { ok: false; currency: string };

function findRate(
  rates: readonly TExchangeRate[],
  currency: string,
  role: 'FROM' | 'TO',
  side: TConversionSide,
): TRateLookup {
  if (currency === DOMESTIC_CURRENCY) return { ok: true, rate: ONE };
  const matches = rates.filter((rate) => rate.currency === currency);
  assert(matches.length <= 1, `the rate list has ${matches.length} rows for ${currency}`);
  const row = matches[0];
  if (!row) return { ok: false, currency };
  // A list is validated when it is loaded; a bad row here would silently move the spread.
  assert(validateExchangeRate(row).ok, `invalid rate row for ${currency}`);
  const text = side === 'MIDDLE' ? row.middle : role === 'FROM' ? row.buy : row.sell;
  const rate = parseRate(text);
  assert(rate !== undefined, `unparsable rate ${text} for ${currency}`);
  return { ok: true, rate };
}

/**
 * The fraction rate(to) / rate(from) of one conversion, as numerator over denominator, with the
 * effective rate it reports (units of `to` per unit of `from`, 6 decimals).
 */
type TRateFraction =
  | { ok: true; numerator: bigint; denominator: bigint; rateApplied: string }
  | { ok: false; currency: string };

function findRateFraction(
  rates: readonly TExchangeRate[],
  from: string,
  to: string,
  side: TConversionSide,
): TRateFraction {
  const fromRate = findRate(rates, from, 'FROM', side);
  if (!fromRate.ok) return fromRate;
  const toRate = findRate(rates, to, 'TO', side);
  if (!toRate.ok) return toRate;
  // Each rate is digits / 10^scale, so rate(to) / rate(from) is this fraction exactly.
  const numerator = toRate.rate.digits * getPowerOfTen(fromRate.rate.scale);
  const denominator = fromRate.rate.digits * getPowerOfTen(toRate.rate.scale);
  const rateScaled = divideRoundingHalfAwayFromZero(
    numerator * getPowerOfTen(EXCHANGE_RATE_DECIMALS),
    denominator,
  );
  return {
    ok: true,
    numerator,
    denominator,
    rateApplied: formatScaled(rateScaled, EXCHANGE_RATE_DECIMALS),
  };
}

/** See the rule at the top of this file. */
export function convertMinor({
  amountMinor,
  from,
  to,
  rates,
  side,
}: TConversionRequest): TRuleResult<TConversion> {
  const fromDecimals = getCurrencyDecimals(from);
  const toDecimals = getCurrencyDecimals(to);
  if (from === to) {
    const one = getPowerOfTen(EXCHANGE_RATE_DECIMALS);
    return succeed({ amountMinor, rateApplied: formatScaled(one, EXCHANGE_RATE_DECIMALS) });
  }
  const fraction = findRateFraction(rates, from, to, side);
  if (!fraction.ok) return fail('EXCHANGE_RATE_UNAVAILABLE', fraction.currency);
  // (amount / 10^fromDecimals) x rate(to) / rate(from) x 10^toDecimals, rounded once.
  const converted = divideRoundingHalfAwayFromZero(
    amountMinor * fraction.numerator * getPowerOfTen(toDecimals),
    fraction.denominator * getPowerOfTen(fromDecimals),
  );
  return succeed({ amountMinor: converted, rateApplied: fraction.rateApplied });
}

export interface TDeliveryRequest {
  /** What must arrive, in minor units of `to`. */
  deliverMinor: TMinor;
  to: string;
  /** The currency the client pays in (the debit account's). */
  from: string;
  rates: readonly TExchangeRate[];
}

/**
 * What the client pays in `from` so that `deliverMinor` of `to` arrives (a foreign payment in
 * another currency than its account): the inverse of convertMinor with CUSTOMER_PAYS_FROM (the
 * bank buys `from`, sells `to`), one exact fraction amount x rate(from) / rate(to), rounded once,
 * half away from zero. The rate reported is the same as convertMinor's: units of `to` per `from`.
 */
export function convertMinorToDeliver({
  deliverMinor,
  to,
  from,
  rates,
}: TDeliveryRequest): TRuleResult<TConversion> {
  const fromDecimals = getCurrencyDecimals(from);
  const toDecimals = getCurrencyDecimals(to);
  if (from === to)
    return convertMinor({ amountMinor: deliverMinor, from, to, rates, side: 'MIDDLE' });
  const fraction = findRateFraction(rates, from, to, 'CUSTOMER_PAYS_FROM');
  if (!fraction.ok) return fail('EXCHANGE_RATE_UNAVAILABLE', fraction.currency);
  const paid = divideRoundingHalfAwayFromZero(
    deliverMinor * fraction.denominator * getPowerOfTen(fromDecimals),
    fraction.numerator * getPowerOfTen(toDecimals),
  );
  return succeed({ amountMinor: paid, rateApplied: fraction.rateApplied });
}

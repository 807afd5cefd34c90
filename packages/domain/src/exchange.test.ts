import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssertionError } from './assert';
import {
  convertMinor,
  convertMinorToDeliver,
  divideRoundingHalfAwayFromZero,
  validateExchangeRate,
  type TConversionSide,
  type TExchangeRate,
} from './exchange';
import { isErrorCode } from './error-codes';
import { getCurrencyDecimals } from './money';

const USD: TExchangeRate = { currency: 'USD', buy: '1.0950', middle: '1.0900', sell: '1.0850' };
const CHF: TExchangeRate = { currency: 'CHF', buy: '0.9350', middle: '0.9300', sell: '0.9250' };
const JPY: TExchangeRate = { currency: 'JPY', buy: '165.50', middle: '162.75', sell: '160.25' };
const RATES = [USD, CHF, JPY];

function convert(
  amountMinor: bigint,
  from: string,
  to: string,
  side: TConversionSide = 'CUSTOMER_PAYS_FROM',
  rates = RATES,
) {
  return convertMinor({ amountMinor, from, to, rates, side });
}

describe('validateExchangeRate', () => {
  it('accepts an indirect quote with buy > middle > sell > 0', () => {
    expect(validateExchangeRate(USD)).toEqual({ ok: true, value: USD, warnings: [] });
    expect(
      validateExchangeRate({
        currency: 'VND',
        buy: '30000',
        middle: '29500.5',
        sell: '29000.123456',
      }).ok,
    ).toBe(true);
  });

  it.each([
    [{ ...USD, buy: '1.0900' }, 'buy'],
    [{ ...USD, buy: '1.08' }, 'buy'],
    [{ ...USD, middle: '1.0850' }, 'middle'],
    [{ ...USD, sell: '0', middle: '0', buy: '1' }, 'sell'],
    [{ ...USD, sell: '1.0850001' }, 'sell'],
    [{ ...USD, sell: '-1.0850' }, 'sell'],
    [{ ...USD, sell: '1,0850' }, 'sell'],
    [{ ...USD, sell: '1e0' }, 'sell'],
    [{ ...USD, sell: ' 1.0850' }, 'sell'],
    [{ ...USD, sell: '' }, 'sell'],
    [{ ...USD, buy: '01.0950' }, 'buy'],
    [{ ...USD, buy: '1234567890' }, 'buy'],
    [{ ...USD, middle: '.5' }, 'middle'],
    [{ ...USD, currency: 'EUR' }, 'currency'],
  ])('refuses %j at %s', (rate, field) => {
    expect(validateExchangeRate(rate)).toEqual({
      ok: false,
      code: 'EXCHANGE_RATE_INVALID',
      detail: field,
    });
  });

  it('refuses an unknown currency', () => {
    expect(validateExchangeRate({ ...USD, currency: 'usd' })).toEqual({
      ok: false,
      code: 'CURRENCY_INVALID',
      detail: 'currency',
    });
  });

  it('never throws on untrusted text', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', 'e') }),
    );
    fc.assert(
      fc.property(text, text, text, text, (currency, buy, middle, sell) => {
        const result = validateExchangeRate({ currency, buy, middle, sell });
        if (!result.ok) expect(isErrorCode(result.code)).toBe(true);
      }),
    );
  });
});

describe('divideRoundingHalfAwayFromZero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [7n, 3n, 2n],
    [-7n, 3n, -2n],
    [8n, 3n, 3n],
    [0n, 7n, 0n],
    [1n, 2n, 1n],
    [-1n, 2n, -1n],
    [1n, 3n, 0n],
  ])('%s / %s = %s', (numerator, denominator, quotient) => {
    expect(divideRoundingHalfAwayFromZero(numerator, denominator)).toBe(quotient);
  });

  it('crashes on a zero denominator', () => {
    expect(() => divideRoundingHalfAwayFromZero(1n, 0n)).toThrow(AssertionError);
  });
});

describe('convertMinor, worked by hand', () => {
  it('100.00 EUR buys 108.50 USD at the sell rate 1.0850', () => {
    expect(convert(100_00n, 'EUR', 'USD')).toEqual({
      ok: true,
      value: { amountMinor: 108_50n, rateApplied: '1.085000' },
      warnings: [],
    });
  });

  it('108.50 USD sold at the buy rate 1.0950 give 99.09 EUR (99.0867 rounded)', () => {
    expect(convert(108_50n, 'USD', 'EUR')).toEqual({
      ok: true,
      value: { amountMinor: 99_09n, rateApplied: '0.913242' },
      warnings: [],
    });
  });

  it('uses the 0 decimals of JPY: 100.00 EUR -> 16025 JPY, 1234 JPY -> 7.46 EUR (7.4562)', () => {
    expect(convert(100_00n, 'EUR', 'JPY')).toMatchObject({
      value: { amountMinor: 16025n, rateApplied: '160.250000' },
    });
    expect(convert(1234n, 'JPY', 'EUR')).toMatchObject({ value: { amountMinor: 7_46n } });
  });

  it('rounds exactly half a cent away from zero: 1.00 EUR at 1.0850 is 1.085 USD -> 1.09, -1.00 -> -1.09', () => {
    expect(convert(1_00n, 'EUR', 'USD')).toMatchObject({ value: { amountMinor: 1_09n } });
    expect(convert(-1_00n, 'EUR', 'USD')).toMatchObject({ value: { amountMinor: -1_09n } });
  });

  it('takes a cross rate through EUR in one fraction: 10.01 USD -> 8.46 CHF, not 9.14 EUR -> 8.45 CHF', () => {
    // 10.01 / 1.0950 x 0.9250 = 8.455936 CHF; rounding the EUR leg first would give 8.4545 -> 8.45.
    expect(convert(10_01n, 'USD', 'CHF')).toMatchObject({
      value: { amountMinor: 8_46n, rateApplied: '0.844749' },
    });
  });

  it('uses middle rates for reporting', () => {
    expect(convert(100_00n, 'EUR', 'USD', 'MIDDLE')).toMatchObject({
      value: { amountMinor: 109_00n, rateApplied: '1.090000' },
    });
    expect(convert(109_00n, 'USD', 'EUR', 'MIDDLE')).toMatchObject({
      value: { amountMinor: 100_00n },
    });
  });

  it('returns the same amount for the same currency, with no rate needed', () => {
    expect(convert(12_34n, 'HUF', 'HUF', 'CUSTOMER_PAYS_FROM', [])).toEqual({
      ok: true,
      value: { amountMinor: 12_34n, rateApplied: '1.000000' },
      warnings: [],
    });
  });

  it('fails with EXCHANGE_RATE_UNAVAILABLE naming the currency without a rate', () => {
    expect(convert(1_00n, 'EUR', 'GBP')).toEqual({
      ok: false,
      code: 'EXCHANGE_RATE_UNAVAILABLE',
      detail: 'GBP',
    });
    expect(convert(1_00n, 'GBP', 'USD')).toEqual({
      ok: false,
      code: 'EXCHANGE_RATE_UNAVAILABLE',
      detail: 'GBP',
    });
    expect(convert(1_00n, 'USD', 'CHF', 'MIDDLE', [USD])).toEqual({
      ok: false,
      code: 'EXCHANGE_RATE_UNAVAILABLE',
      detail: 'CHF',
    });
  });

  it('crashes on a rate list it should never have been given', () => {
    expect(() => convert(1_00n, 'EUR', 'USD', 'MIDDLE', [USD, USD])).toThrow(AssertionError);
    expect(() => convert(1_00n, 'EUR', 'USD', 'MIDDLE', [{ ...USD, buy: '1.0800' }])).toThrow(
      AssertionError,
    );
    expect(() => convert(1_00n, 'EUR', 'XXX')).toThrow(AssertionError);
  });

  it('the one rounding rule has a price: 1 JPY -> 0.01 EUR -> 2 JPY, a gain the spread cannot cover', () => {
    const euros = convert(1n, 'JPY', 'EUR');
    expect(euros).toMatchObject({ value: { amountMinor: 1n } });
    expect(convert(1n, 'EUR', 'JPY')).toMatchObject({ value: { amountMinor: 2n } });
  });
});

describe('convertMinor without floating point', () => {
  it('converts amounts far beyond 2^53 minor units exactly', () => {
    const amountMinor = 123_456_789_012_345_678_901_234_567_89n;
    expect(convert(amountMinor, 'EUR', 'USD')).toMatchObject({
      value: { amountMinor: 133_950_616_078_395_061_607_839_506_16n },
    });
  });

  it('never turns an amount or a rate into a number', () => {
    const source = readFileSync(new URL('./exchange.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/\bNumber\b|parseFloat|parseInt|Math\.|toFixed|toPrecision/);
  });
});

/** An independent exact rational: the test's own reading of the decimal strings. */
interface TFraction {
  n: bigint;
  d: bigint;
}

function readDecimal(text: string): TFraction {
  const [integer = '', fraction = ''] = text.split('.');
  return { n: BigInt(integer + fraction), d: 10n ** BigInt(fraction.length) };
}

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'KWD', 'HUF', 'CLF'] as const;
const FOREIGN = CURRENCIES.filter((currency) => currency !== 'EUR');

function formatMicro(micro: bigint): string {
  const digits = micro.toString().padStart(7, '0');
  const text = `${digits.slice(0, -6)}.${digits.slice(-6)}`.replace(/0+$/, '');
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** sell < middle < buy in millionths, up to 100 000 units per EUR. */
const rateRow = (currency: string) =>
  fc
    .tuple(
      fc.bigInt({ min: 1n, max: 10n ** 11n }),
      fc.bigInt({ min: 1n, max: 10n ** 9n }),
      fc.bigInt({ min: 1n, max: 10n ** 9n }),
    )
    .map(([sell, toMiddle, toBuy]): TExchangeRate => ({
      currency,
      sell: formatMicro(sell),
      middle: formatMicro(sell + toMiddle),
      buy: formatMicro(sell + toMiddle + toBuy),
    }));

const rateList = fc.tuple(...FOREIGN.map(rateRow));
const currency = fc.constantFrom(...CURRENCIES);
const amount = fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n });
const side = fc.constantFrom<TConversionSide>('CUSTOMER_PAYS_FROM', 'MIDDLE');

function pickRates(
  rates: readonly TExchangeRate[],
  from: string,
  to: string,
  conversionSide: TConversionSide,
) {
  const pick = (code: string, role: 'FROM' | 'TO') => {
    const row = rates.find((rate) => rate.currency === code);
    if (!row) return readDecimal('1');
    return readDecimal(
      conversionSide === 'MIDDLE' ? row.middle : role === 'FROM' ? row.buy : row.sell,
    );
  };
  return { fromRate: pick(from, 'FROM'), toRate: pick(to, 'TO') };
}

/** Units of `to` per unit of `from`, as the exact rational of the list's rates. */
function getExactRate(
  rates: readonly TExchangeRate[],
  from: string,
  to: string,
  conversionSide: TConversionSide,
): TFraction {
  if (from === to) return { n: 1n, d: 1n };
  const { fromRate, toRate } = pickRates(rates, from, to, conversionSide);
  return { n: toRate.n * fromRate.d, d: toRate.d * fromRate.n };
}

/** Minor units of `to` per minor unit of `from`. */
function getExactFactor(
  rates: readonly TExchangeRate[],
  from: string,
  to: string,
  conversionSide: TConversionSide,
): TFraction {
  const rate = getExactRate(rates, from, to, conversionSide);
  return {
    n: rate.n * 10n ** BigInt(getCurrencyDecimals(to)),
    d: rate.d * 10n ** BigInt(getCurrencyDecimals(from)),
  };
}

function getConverted(
  amountMinor: bigint,
  from: string,
  to: string,
  rates: readonly TExchangeRate[],
  conversionSide: TConversionSide,
) {
  const result = convertMinor({ amountMinor, from, to, rates, side: conversionSide });
  if (!result.ok) throw new Error(`no conversion ${from} -> ${to}: ${result.code}`);
  return result.value;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

describe('convertMinor, properties', () => {
  it('is within half a minor unit of the exact rational, and a tie goes away from zero', () => {
    fc.assert(
      fc.property(
        rateList,
        amount,
        currency,
        currency,
        side,
        (rates, amountMinor, from, to, conversionSide) => {
          const { amountMinor: converted, rateApplied } = getConverted(
            amountMinor,
            from,
            to,
            rates,
            conversionSide,
          );
          const { n, d } = getExactFactor(rates, from, to, conversionSide);
          const error = abs(converted * d - amountMinor * n);
          expect(2n * error <= d).toBe(true);
          if (2n * error === d) expect(abs(converted) * d > abs(amountMinor * n)).toBe(true);
          // The reported rate is the exact rate to 6 decimals by the same rule.
          const exactRate = getExactRate(rates, from, to, conversionSide);
          const reported = readDecimal(rateApplied);
          expect(reported.d).toBe(1_000_000n);
          const rateError = abs(reported.n * exactRate.d - exactRate.n * 1_000_000n);
          expect(2n * rateError <= exactRate.d).toBe(true);
          if (2n * rateError === exactRate.d)
            expect(reported.n * exactRate.d > exactRate.n * 1_000_000n).toBe(true);
        },
      ),
    );
  });

  it('never gives the customer more than the middle rate would', () => {
    fc.assert(
      fc.property(rateList, amount, currency, currency, (rates, amountMinor, from, to) => {
        const customer = getConverted(
          amountMinor,
          from,
          to,
          rates,
          'CUSTOMER_PAYS_FROM',
        ).amountMinor;
        const middle = getConverted(amountMinor, from, to, rates, 'MIDDLE').amountMinor;
        expect(amountMinor >= 0n ? customer <= middle : customer >= middle).toBe(true);
      }),
    );
  });

  it('there and back never gains for the customer once the spread covers the rounding', () => {
    fc.assert(
      fc.property(
        rateList,
        fc.bigInt({ min: 1n, max: 10n ** 16n }),
        currency,
        currency,
        (rates, amountMinor, from, to) => {
          fc.pre(from !== to);
          const there = getConverted(
            amountMinor,
            from,
            to,
            rates,
            'CUSTOMER_PAYS_FROM',
          ).amountMinor;
          const back = getConverted(there, to, from, rates, 'CUSTOMER_PAYS_FROM').amountMinor;
          const k1 = getExactFactor(rates, from, to, 'CUSTOMER_PAYS_FROM');
          const k2 = getExactFactor(rates, to, from, 'CUSTOMER_PAYS_FROM');
          // Rounding there can add half a minor unit of `to`, worth k2 / 2 back; rounding back adds
          // half of `from`. So back < amount x k1 x k2 + (k2 + 1) / 2 for any amount.
          expect(2n * (back - amountMinor) * k2.d < k2.n + k2.d).toBe(true);
          // When the spread lost on the amount, amount x (1 - k1 x k2), exceeds (k2 - 1) / 2, the
          // customer cannot gain at all; with `to` no coarser than `from` (k2 <= 1) that is always.
          const spreadCoversRounding =
            2n * amountMinor * (k1.d * k2.d - k1.n * k2.n) > (k2.n - k2.d) * k1.d;
          if (spreadCoversRounding) expect(back <= amountMinor).toBe(true);
          if (k2.n <= k2.d) expect(spreadCoversRounding).toBe(true);
        },
      ),
    );
  });

  it('there and back at middle rates is off by at most the rounding of the two steps', () => {
    fc.assert(
      fc.property(rateList, amount, currency, currency, (rates, amountMinor, from, to) => {
        const there = getConverted(amountMinor, from, to, rates, 'MIDDLE').amountMinor;
        const back = getConverted(there, to, from, rates, 'MIDDLE').amountMinor;
        const k2 = getExactFactor(rates, to, from, 'MIDDLE');
        expect(2n * abs(back - amountMinor) * k2.d <= k2.n + k2.d).toBe(true);
        // One minor unit whenever a minor unit of `to` is worth less than three of `from`.
        if (k2.n < 3n * k2.d) expect(abs(back - amountMinor) <= 1n).toBe(true);
      }),
    );
  });
});

describe('convertMinorToDeliver', () => {
  const list: TExchangeRate[] = [
    { currency: 'USD', buy: '1.0950', middle: '1.0900', sell: '1.0850' },
    { currency: 'CHF', buy: '0.9420', middle: '0.9350', sell: '0.9280' },
  ];
  it('108.50 USD to arrive cost 100.00 EUR at the sell rate 1.0850', () => {
    expect(
      convertMinorToDeliver({ deliverMinor: 10_850n, to: 'USD', from: 'EUR', rates: list }),
    ).toEqual({
      ok: true,
      value: { amountMinor: 10_000n, rateApplied: '1.085000' },
      warnings: [],
    });
  });
  it('1,000.00 USD cost 921.66 EUR (921.6589... rounded)', () => {
    const result = convertMinorToDeliver({
      deliverMinor: 100_000n,
      to: 'USD',
      from: 'EUR',
      rates: list,
    });
    expect(result.ok && result.value.amountMinor).toBe(92_166n);
  });
  it('is the inverse of convertMinor within the one rounding, also across two foreign currencies', () => {
    for (const deliverMinor of [1n, 99n, 12_345n, 9_999_999n]) {
      const paid = convertMinorToDeliver({ deliverMinor, to: 'USD', from: 'CHF', rates: list });
      expect(paid.ok).toBe(true);
      if (!paid.ok) continue;
      const arrives = convertMinor({
        amountMinor: paid.value.amountMinor,
        from: 'CHF',
        to: 'USD',
        rates: list,
        side: 'CUSTOMER_PAYS_FROM',
      });
      expect(arrives.ok && Number(arrives.value.amountMinor - deliverMinor)).toBeGreaterThanOrEqual(
        -1,
      );
      expect(arrives.ok && Number(arrives.value.amountMinor - deliverMinor)).toBeLessThanOrEqual(1);
    }
  });
  it('names the currency without a rate', () => {
    const result = convertMinorToDeliver({
      deliverMinor: 100n,
      to: 'GBP',
      from: 'EUR',
      rates: list,
    });
    expect(result).toEqual({ ok: false, code: 'EXCHANGE_RATE_UNAVAILABLE', detail: 'GBP' });
  });
});

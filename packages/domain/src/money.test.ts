import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  getAmountDecimals,
  toAmountFailureCode,
  applyLegacyCurrencyRule,
  CURRENCY_CODES,
  formatMinorAsDecimal,
  getCurrencyDecimals,
  parseDecimalToMinor,
  sortCurrenciesForDisplay,
  validateAmount,
  validateCurrency,
} from './money';
import { formatMoney } from './money-format';

describe('money', () => {
  it.each([
    ['1250.00', 'EUR', 125000n],
    ['1250', 'EUR', 125000n],
    ['0.5', 'EUR', 50n],
    ['-3.05', 'USD', -305n],
    ['1250', 'JPY', 1250n],
    ['1.234', 'KWD', 1234n],
    ['99999999999999999999.99', 'EUR', 9999999999999999999999n],
  ])('parses %s %s to %s minor units', (text, currency, minor) => {
    expect(parseDecimalToMinor(text, currency)).toBe(minor);
  });

  it.each([
    ['1.234', 'EUR'],
    ['1.5', 'JPY'],
    ['1,00', 'EUR'],
    ['', 'EUR'],
    ['1e3', 'EUR'],
    [' 1.00', 'EUR'],
    ['.5', 'EUR'],
  ])('refuses %j for %s', (text, currency) => {
    expect(parseDecimalToMinor(text, currency)).toBeUndefined();
  });

  it('formats minor units with the currency decimals', () => {
    expect(formatMinorAsDecimal(5n, 'EUR')).toBe('0.05');
    expect(formatMinorAsDecimal(-305n, 'EUR')).toBe('-3.05');
    expect(formatMinorAsDecimal(1250n, 'JPY')).toBe('1250');
    expect(formatMinorAsDecimal(1234n, 'KWD')).toBe('1.234');
  });

  it('round-trips any amount through the wire form', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.constantFrom('EUR', 'JPY', 'KWD'),
        (minor, currency) => {
          expect(parseDecimalToMinor(formatMinorAsDecimal(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });

  it('formats for display per locale without losing cents on huge amounts', () => {
    expect(formatMoney(123456789012345678n, 'EUR', 'hr')).toBe('1.234.567.890.123.456,78 EUR');
    expect(formatMoney(123456789012345678n, 'EUR', 'en')).toBe('1,234,567,890,123,456.78 EUR');
    // One minus sign (U+2212) in both languages, though CLDR gives English the hyphen-minus.
    expect(formatMoney(-5n, 'USD', 'hr')).toBe('\u22120,05 USD');
    expect(formatMoney(-5n, 'USD', 'en')).toBe('\u22120.05 USD');
    expect(formatMoney(-123456n, 'EUR', 'en')).toBe('\u22121,234.56 EUR');
  });

  it('asserts on an unknown currency, a programmer error', () => {
    expect(() => getCurrencyDecimals('XXX')).toThrow(/unknown currency/);
  });
});

describe('amount rules (000 §5)', () => {
  const codeOf = (text: string, currency = 'EUR') => {
    const result = validateAmount(text, currency);
    return result.ok ? result.value : result.code;
  };

  it.each([
    ['1250.00', 'EUR', 125000n],
    ['0.01', 'EUR', 1n],
    ['007.5', 'EUR', 750n],
    ['999999999999.99', 'EUR', 99999999999999n],
    ['1500', 'JPY', 1500n],
    ['1500.0', 'JPY', 1500n],
    ['12.34', 'KWD', 12340n],
    [' 3.10 ', 'USD', 310n],
  ])('accepts %j %s as %s minor units', (text, currency, minor) => {
    expect(codeOf(text, currency)).toBe(minor);
  });

  it.each([
    ['', 'EUR', 'AMOUNT_REQUIRED'],
    ['  ', 'EUR', 'AMOUNT_REQUIRED'],
    ['0', 'EUR', 'AMOUNT_NOT_POSITIVE'],
    ['0.00', 'EUR', 'AMOUNT_NOT_POSITIVE'],
    ['-5', 'EUR', 'AMOUNT_NOT_POSITIVE'],
    ['1.234', 'EUR', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['12.345', 'KWD', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['10.5', 'JPY', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['1000000000000', 'EUR', 'AMOUNT_TOO_LARGE'],
    ['1,5', 'EUR', 'AMOUNT_INVALID'],
    ['1e3', 'EUR', 'AMOUNT_INVALID'],
    ['NaN', 'EUR', 'AMOUNT_INVALID'],
    ['10', 'XYZ', 'CURRENCY_INVALID'],
  ])('refuses %j %s with %s', (text, currency, code) => {
    expect(codeOf(text, currency)).toBe(code);
  });

  it('never throws and accepts only positive amounts of at most 12 integer digits and 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^-?\d{0,14}(\.\d{0,4})?$/)),
        fc.constantFrom('EUR', 'JPY', 'BHD', 'HRK', 'eur', ''),
        (text, currency) => {
          const result = validateAmount(text, currency);
          if (!result.ok) return;
          expect(result.value > 0n).toBe(true);
          expect(result.value < 10n ** 14n * 10n).toBe(true);
          const again = validateAmount(formatMinorAsDecimal(result.value, currency), currency);
          expect(again.ok && again.value).toBe(result.value);
        },
      ),
    );
  });

  it('validates currency codes from the ISO 4217 table', () => {
    expect(validateCurrency(' usd ')).toMatchObject({ ok: true, value: 'USD' });
    expect(validateCurrency('XYZ')).toMatchObject({ ok: false, code: 'CURRENCY_INVALID' });
    expect(getCurrencyDecimals('CLF')).toBe(4);
    expect(CURRENCY_CODES.length).toBeGreaterThan(150);
  });

  it('counts an HRK amount as 0 EUR when the domestic currency is EUR', () => {
    expect(applyLegacyCurrencyRule({ amountMinor: 10000n, currency: 'HRK' }, 'EUR')).toEqual({
      amountMinor: 0n,
      currency: 'EUR',
    });
    expect(applyLegacyCurrencyRule({ amountMinor: 10000n, currency: 'HRK' }, 'HRK')).toEqual({
      amountMinor: 10000n,
      currency: 'HRK',
    });
    expect(applyLegacyCurrencyRule({ amountMinor: 5n, currency: 'USD' }, 'EUR').amountMinor).toBe(
      5n,
    );
  });
});

describe('currency order in amount lists (000 §9)', () => {
  it('puts EUR, USD, CHF, GBP first with EUR domestic, then the others alphabetically', () => {
    expect(
      sortCurrenciesForDisplay(['SEK', 'GBP', 'AUD', 'EUR', 'CHF', 'USD', 'HRK'], 'EUR'),
    ).toEqual(['EUR', 'USD', 'CHF', 'GBP', 'AUD', 'HRK', 'SEK']);
  });

  it('puts HRK first with HRK domestic', () => {
    expect(sortCurrenciesForDisplay(['USD', 'AUD', 'EUR', 'HRK', 'GBP', 'CHF'], 'HRK')).toEqual([
      'HRK',
      'EUR',
      'USD',
      'CHF',
      'GBP',
      'AUD',
    ]);
  });

  it('is a total order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CURRENCY_CODES), { maxLength: 12 }), (list) => {
        const once = sortCurrenciesForDisplay(list);
        expect(sortCurrenciesForDisplay([...list].reverse())).toEqual(once);
      }),
    );
  });
});

describe('amount fields', () => {
  it('allow the currency’s decimals, at most 2', () => {
    expect(getAmountDecimals('EUR')).toBe(2);
    expect(getAmountDecimals('JPY')).toBe(0);
    expect(getAmountDecimals('KWD')).toBe(2);
  });

  it('name a number’s failure with the amount rule’s code', () => {
    expect(toAmountFailureCode('NUMBER_TOO_MANY_DECIMALS')).toBe('AMOUNT_TOO_MANY_DECIMALS');
    expect(toAmountFailureCode('NUMBER_TOO_MANY_INTEGER_DIGITS')).toBe('AMOUNT_TOO_LARGE');
    expect(toAmountFailureCode('NUMBER_NEGATIVE_NOT_ALLOWED')).toBe('AMOUNT_NOT_POSITIVE');
    expect(toAmountFailureCode('DATE_INVALID')).toBe('DATE_INVALID');
  });
});

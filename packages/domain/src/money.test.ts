import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinorAsDecimal, getCurrencyDecimals, parseDecimalToMinor } from './money';
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
    // CLDR gives Croatian the typographic minus sign (U+2212).
    expect(formatMoney(-5n, 'USD', 'hr')).toBe('\u22120,05 USD');
    expect(formatMoney(-5n, 'USD', 'en')).toBe('-0.05 USD');
  });

  it('asserts on an unknown currency, a programmer error', () => {
    expect(() => getCurrencyDecimals('XXX')).toThrow(/unknown currency/);
  });
});

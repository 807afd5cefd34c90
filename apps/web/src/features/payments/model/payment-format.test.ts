import { describe, expect, it } from 'vitest';
import { formatPaymentMoney } from './payment-format';

describe('formatPaymentMoney', () => {
  it('writes a negative amount with the minus sign U+2212 in both languages', () => {
    expect(formatPaymentMoney({ amount: '-1250.00', currency: 'EUR' }, 'hr')).toBe(
      '\u22121.250,00 EUR',
    );
    expect(formatPaymentMoney({ amount: '-1250.00', currency: 'EUR' }, 'en')).toBe(
      '\u22121,250.00 EUR',
    );
  });

  it('keeps an amount it cannot read as it came, but for the minus sign', () => {
    expect(formatPaymentMoney({ amount: '-12.5', currency: 'XTS' }, 'hr')).toBe('\u221212.5 XTS');
    expect(formatPaymentMoney({ amount: '12.50', currency: 'XTS' }, 'en')).toBe('12.50 XTS');
  });
});

import { describe, expect, it } from 'vitest';
import {
  BASKET_VOCABULARY,
  getBasketExpirationDate,
  judgeBasketCandidate,
  sumPerCurrency,
} from './basket';
import { isFinalOrderState } from './order-lifecycle';

describe('basket', () => {
  it('takes a payment waiting for signatures that the person has not signed and no basket holds', () => {
    const free = { isSignedByPerson: false, activeBasketId: null };
    expect(judgeBasketCandidate({ ...free, phase: 'STORED' })).toBe('OK');
    expect(judgeBasketCandidate({ ...free, phase: 'PARTIALLY_SIGNED' })).toBe('OK');
    expect(judgeBasketCandidate({ ...free, phase: 'AUTHORIZED' })).toBe('PAYMENT_NOT_BASKETABLE');
    expect(judgeBasketCandidate({ ...free, phase: 'DELETED' })).toBe('PAYMENT_NOT_BASKETABLE');
    expect(
      judgeBasketCandidate({
        phase: 'PARTIALLY_SIGNED',
        isSignedByPerson: true,
        activeBasketId: null,
      }),
    ).toBe('PAYMENT_NOT_BASKETABLE');
    expect(judgeBasketCandidate({ ...free, phase: 'STORED', activeBasketId: 7n })).toBe(
      'CONCURRENT_BASKET_CREATE_ATTEMPT',
    );
  });

  it('expires with its earliest payment', () => {
    expect(getBasketExpirationDate(['2026-12-03', '2026-11-30', '2026-12-01'])).toBe('2026-11-30');
    expect(() => getBasketExpirationDate([])).toThrow();
  });

  it('totals per currency, domestic first', () => {
    expect(
      sumPerCurrency([
        { amountMinor: 150n, currency: 'USD' },
        { amountMinor: 1001n, currency: 'EUR' },
        { amountMinor: 1n, currency: 'EUR' },
      ]),
    ).toEqual([
      { currency: 'EUR', amountMinor: 1002n },
      { currency: 'USD', amountMinor: 150n },
    ]);
  });

  it('ends signed, expired or deleted', () => {
    expect(isFinalOrderState(BASKET_VOCABULARY, 'SIGNED')).toBe(true);
    expect(isFinalOrderState(BASKET_VOCABULARY, 'EXPIRED')).toBe(true);
    expect(isFinalOrderState(BASKET_VOCABULARY, 'PARTIAL')).toBe(false);
  });
});

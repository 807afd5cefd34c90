import { describe, expect, it } from 'vitest';
import { createBasket, createBasketPayment } from '../test-support/basket-fixtures';
import { isBasketId, isWithTheBank } from './baskets-api';

describe('isWithTheBank', () => {
  it('asks again only for a signed basket whose payments the bank has not finished with', () => {
    const ordered = createBasketPayment({ status: 'ORDERED', displayStatus: 'ORDERED' });
    const executed = createBasketPayment({ status: 'EXECUTED', displayStatus: 'EXECUTED' });
    expect(isWithTheBank(createBasket({ status: 'SIGNED', payments: [executed, ordered] }))).toBe(
      true,
    );
    expect(isWithTheBank(createBasket({ status: 'SIGNED', payments: [executed] }))).toBe(false);
    expect(isWithTheBank(createBasket({ status: 'PARTIAL', payments: [ordered] }))).toBe(false);
    expect(isWithTheBank(undefined)).toBe(false);
  });
});

describe('isBasketId', () => {
  it('takes a basket number as its paths do, and nothing else', () => {
    expect(isBasketId('1000004')).toBe(true);
    expect(isBasketId(':basketId')).toBe(false);
    expect(isBasketId('0123')).toBe(false);
    expect(isBasketId(undefined)).toBe(false);
  });
});

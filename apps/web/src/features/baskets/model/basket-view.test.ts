import { describe, expect, it } from 'vitest';
import {
  BASKET_CHALLENGE,
  createBasket,
  createBasketPayment,
} from '../test-support/basket-fixtures';
import {
  formatBasketTotals,
  listChangedPayments,
  listWaitingPayments,
  readBasketSigningResult,
  readDeletedReference,
  readSignedBasket,
  toDeletedState,
} from './basket-view';

describe('readSignedBasket', () => {
  it('reads the reference, the total per currency and every payee, numbered by the members', () => {
    const signed = readSignedBasket(BASKET_CHALLENGE);
    expect(signed.reference).toBe('K-2026-1000004');
    expect(signed.totals).toEqual([{ amount: '1658.39', currency: 'EUR' }]);
    expect(signed.totalText).toBeUndefined();
    expect(signed.items.map((item) => [item.paymentId, item.creditorName, item.amount])).toEqual([
      ['1000001', 'Agro Baranja d.o.o.', '1250.00'],
      ['1000002', 'Ured plus d.o.o.', '318.40'],
      ['1000003', 'Hrvatski Telekom d.d.', '89.99'],
    ]);
    expect(signed.others).toEqual([]);
  });

  it('reads a total in several currencies, and keeps one it cannot read as it came', () => {
    const withField = (value: string) =>
      readSignedBasket({
        signedFields: [{ name: 'total', value }],
        signedItems: [],
      });
    expect(withField('1250.00 EUR, 80.00 USD').totals).toEqual([
      { amount: '1250.00', currency: 'EUR' },
      { amount: '80.00', currency: 'USD' },
    ]);
    const odd = withField('1.250,00 EUR');
    expect(odd.totals).toEqual([]);
    expect(odd.totalText).toBe('1.250,00 EUR');
  });

  it('shows the payees without numbers when the members do not pair with them, and unknown fields as they came', () => {
    const signed = readSignedBasket({
      ...BASKET_CHALLENGE,
      signedFields: [
        { name: 'members', value: '1000001@1' },
        { name: 'channel', value: 'WEB' },
      ],
    });
    expect(signed.items.map((item) => item.paymentId)).toEqual([undefined, undefined, undefined]);
    expect(signed.others).toEqual([{ name: 'channel', value: 'WEB' }]);
  });
});

describe('readBasketSigningResult', () => {
  it('reads a signature that signed every payment, some, or left one for the mandatory signee', () => {
    expect(readBasketSigningResult({ status: 'SIGNED', statusCodes: [] })).toBe('AUTHORIZED');
    expect(
      readBasketSigningResult({ status: 'PARTIAL', statusCodes: ['PARTIALLY_AUTHORIZED'] }),
    ).toBe('PARTIALLY_AUTHORIZED');
    expect(
      readBasketSigningResult({ status: 'PARTIAL', statusCodes: ['MANDATORY_SIGNEE_NEEDED'] }),
    ).toBe('MANDATORY_SIGNEE_NEEDED');
    expect(readBasketSigningResult({ status: 'SIGNED', statusCodes: ['PROPAGATION_FAILED'] })).toBe(
      'PROPAGATION_FAILED',
    );
  });
});

describe('the payments of a basket', () => {
  it('lists the changed ones, and the ones still waiting after a partial signature', () => {
    const basket = createBasket({
      status: 'PARTIAL',
      payments: [
        createBasketPayment({ paymentId: '1', isAuthorized: true }),
        createBasketPayment({ paymentId: '2' }),
        createBasketPayment({ paymentId: '3', isChanged: true }),
      ],
    });
    expect(listChangedPayments(basket).map((payment) => payment.paymentId)).toEqual(['3']);
    expect(listWaitingPayments(basket).map((payment) => payment.paymentId)).toEqual(['2']);
  });

  it('formats the totals in the interface language', () => {
    const totals = [
      { amount: '1250.00', currency: 'EUR' },
      { amount: '80.5', currency: 'USD' },
    ];
    expect(formatBasketTotals(totals, 'hr')).toEqual(['1.250,00 EUR', '80,50 USD']);
    expect(formatBasketTotals(totals, 'en')).toEqual(['1,250.00 EUR', '80.50 USD']);
  });
});

describe('the deleted basket named on the list', () => {
  it('reads the reference the details page left, and nothing from another state', () => {
    expect(readDeletedReference(toDeletedState('K-2026-000123'))).toBe('K-2026-000123');
    expect(readDeletedReference(null)).toBeNull();
    expect(readDeletedReference({ deletedReference: 42 })).toBeNull();
  });
});

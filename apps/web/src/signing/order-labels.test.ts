import { describe, expect, it } from 'vitest';
import { findOrderStatusLabelKey, getOrderTypeLabelKey } from './order-labels';

describe('getOrderTypeLabelKey', () => {
  it('names a known order type by its own key and any other by the general one', () => {
    expect(getOrderTypeLabelKey('PAYMENT')).toBe('orders.type.PAYMENT');
    expect(getOrderTypeLabelKey('GDPR_CONSENT')).toBe('orders.type.GDPR_CONSENT');
    expect(getOrderTypeLabelKey('AUTHORITY_CHANGE')).toBe('orders.type.AUTHORITY_CHANGE');
    expect(getOrderTypeLabelKey('BASKET')).toBe('orders.type.BASKET');
    expect(getOrderTypeLabelKey('TERM_DEPOSIT')).toBe('orders.type.other');
    expect(getOrderTypeLabelKey('constructor')).toBe('orders.type.other');
  });
});

describe('findOrderStatusLabelKey', () => {
  it("names the kernel's statuses and the overviews' marks, and no status of one type alone", () => {
    expect(findOrderStatusLabelKey('PARTIALLY_AUTHORIZED')).toBe(
      'orders.status.PARTIALLY_AUTHORIZED',
    );
    expect(findOrderStatusLabelKey('AUTH_FAILED')).toBe('orders.status.AUTH_FAILED');
    expect(findOrderStatusLabelKey('SAVED')).toBeUndefined();
    expect(findOrderStatusLabelKey('toString')).toBeUndefined();
  });
});

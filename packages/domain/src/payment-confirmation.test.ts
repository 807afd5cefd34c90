import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_CONFIRMATION_FEE_MINOR } from './business-limits';
import { isOrderActionAllowed, isOrderTransitionAllowed } from './order-lifecycle';
import {
  MAX_PAYMENTS_PER_CONFIRMATION,
  PAYMENT_CONFIRMATION_VOCABULARY,
  checkConfirmationSelection,
  checkFeeAccount,
  checkPaymentConfirmable,
  computeConfirmationFees,
  formatConfirmationNumber,
} from './payment-confirmation';

describe('the payments a confirmation request names', () => {
  it('are at least one and at most 50', () => {
    expect(checkConfirmationSelection([])).toEqual([
      { field: 'paymentIds', code: 'FIELD_REQUIRED' },
    ]);
    const fifty = Array.from(
      { length: MAX_PAYMENTS_PER_CONFIRMATION },
      (_, index) => `${index + 1}`,
    );
    expect(checkConfirmationSelection(fifty)).toEqual([]);
    expect(checkConfirmationSelection([...fifty, '51'])).toEqual([
      { field: 'paymentIds', code: 'FIELD_OUT_OF_RANGE' },
    ]);
  });

  it('name each payment once, the repetition named by its place', () => {
    expect(checkConfirmationSelection(['7', '8', '7', '7'])).toEqual([
      { field: 'paymentIds.2', code: 'PAYMENT_LISTED_TWICE' },
      { field: 'paymentIds.3', code: 'PAYMENT_LISTED_TWICE' },
    ]);
  });

  it('are refused exactly when some id repeats (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }).map(String), { minLength: 1, maxLength: 50 }),
        (ids) => {
          const isRefused = checkConfirmationSelection(ids).length > 0;
          expect(isRefused).toBe(new Set(ids).size !== ids.length);
        },
      ),
    );
  });
});

describe('a payment to confirm', () => {
  it('is executed and not confirmed yet', () => {
    expect(checkPaymentConfirmable({ status: 'EXECUTED', isConfirmed: false })).toBeUndefined();
    for (const status of ['STORED', 'ORDERED', 'SENT_TO_RECIPIENT_BANK', 'REJECTED', 'REVOKED'])
      expect(checkPaymentConfirmable({ status, isConfirmed: false })).toBe('PAYMENT_NOT_EXECUTED');
    expect(checkPaymentConfirmable({ status: 'EXECUTED', isConfirmed: true })).toBe(
      'PAYMENT_ALREADY_CONFIRMED',
    );
  });
});

describe('the fee account', () => {
  it('is a known, active account in euro', () => {
    expect(checkFeeAccount({ currency: 'EUR', status: 'ACTIVE' })).toBeUndefined();
    expect(checkFeeAccount(undefined)).toBe('DEBTOR_ACCOUNT_UNIDENTIFIABLE');
    expect(checkFeeAccount({ currency: 'EUR', status: 'BLOCKED' })).toBe('DEBTOR_ACCOUNT_INACTIVE');
    expect(checkFeeAccount({ currency: 'USD', status: 'ACTIVE' })).toBe('FEE_ACCOUNT_NOT_DOMESTIC');
  });
});

describe('the fee', () => {
  it("is the tariff's 2.00 EUR per payment", () => {
    expect(PAYMENT_CONFIRMATION_FEE_MINOR).toBe(200n);
    expect(computeConfirmationFees(1)).toEqual({
      perPaymentMinor: 200n,
      totalMinor: 200n,
      currency: 'EUR',
    });
    expect(computeConfirmationFees(2).totalMinor).toBe(400n);
    expect(computeConfirmationFees(MAX_PAYMENTS_PER_CONFIRMATION).totalMinor).toBe(10_000n);
  });

  it('is asked only for 1 to 50 payments', () => {
    expect(() => computeConfirmationFees(0)).toThrow();
    expect(() => computeConfirmationFees(MAX_PAYMENTS_PER_CONFIRMATION + 1)).toThrow();
  });
});

describe('the confirmation number', () => {
  it('names the year and the running number', () => {
    expect(formatConfirmationNumber(2026, 42n)).toBe('POT-2026-000042');
    expect(formatConfirmationNumber(2027, 1_234_567n)).toBe('POT-2027-1234567');
    expect(() => formatConfirmationNumber(2026, 0n)).toThrow();
  });
});

describe('the request', () => {
  const vocabulary = PAYMENT_CONFIRMATION_VOCABULARY;

  it('is decided by the bank once signed, and never recalled', () => {
    expect(isOrderTransitionAllowed(vocabulary, 'AUTHORIZED', 'EXECUTED')).toBe(true);
    expect(isOrderTransitionAllowed(vocabulary, 'AUTHORIZED', 'REJECTED')).toBe(true);
    expect(isOrderTransitionAllowed(vocabulary, 'EXECUTED', 'REJECTED')).toBe(false);
    expect(isOrderActionAllowed(vocabulary, 'AUTHORIZED', 'REVOKE')).toBe(false);
    expect(isOrderActionAllowed(vocabulary, 'CREATED', 'DELETE')).toBe(true);
    expect(isOrderActionAllowed(vocabulary, 'PARTIALLY_AUTHORIZED', 'AUTHORIZE')).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AssertionError } from './assert';
import {
  assertBalancedPostings,
  checkCredit,
  checkDebit,
  checkPostingCurrency,
  deriveBalances,
  getAvailableMinor,
  MAX_POSTINGS_PER_BOOKING,
  type TAccountState,
  type TPosting,
} from './ledger';

const active: TAccountState = {
  status: 'ACTIVE',
  currency: 'EUR',
  bookedMinor: 100_00n,
  reservedMinor: 30_00n,
  overdraftLimitMinor: 50_00n,
};

const nonZeroMinor = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }).filter((n) => n !== 0n);

/** A balanced booking: every currency's legs end with one that brings its sum back to zero. */
const balancedPostings = fc
  .array(
    fc.record({
      currency: fc.constantFrom('EUR', 'USD', 'JPY'),
      amounts: fc.array(nonZeroMinor, { minLength: 1, maxLength: 10 }),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((groups) =>
    groups.flatMap(({ currency, amounts }, group) => {
      const sum = amounts.reduce((total, amount) => total + amount, 0n);
      const legs = sum === 0n ? amounts : [...amounts, -sum];
      return legs.map((amountMinor, index): TPosting => ({
        accountId: `${currency}-${group}-${index}`,
        currency,
        amountMinor,
      }));
    }),
  );

describe('assertBalancedPostings', () => {
  it('accepts a transfer and a cross-currency booking through the FX position', () => {
    expect(() =>
      assertBalancedPostings([
        { accountId: 'payer', currency: 'EUR', amountMinor: -100_00n },
        { accountId: 'payee', currency: 'EUR', amountMinor: 100_00n },
      ]),
    ).not.toThrow();
    expect(() =>
      assertBalancedPostings([
        { accountId: 'client-eur', currency: 'EUR', amountMinor: -100_00n },
        { accountId: 'fx-position-eur', currency: 'EUR', amountMinor: 100_00n },
        { accountId: 'fx-position-usd', currency: 'USD', amountMinor: -108_50n },
        { accountId: 'client-usd', currency: 'USD', amountMinor: 108_50n },
      ]),
    ).not.toThrow();
  });

  it('names the currency and the sum of an unbalanced booking', () => {
    expect(() =>
      assertBalancedPostings([
        { accountId: 'a', currency: 'EUR', amountMinor: -100_00n },
        { accountId: 'b', currency: 'EUR', amountMinor: 100_00n },
        { accountId: 'c', currency: 'USD', amountMinor: -108_50n },
        { accountId: 'd', currency: 'USD', amountMinor: 108_49n },
      ]),
    ).toThrow(new AssertionError('postings in USD sum to -1 minor units instead of 0'));
  });

  it.each([
    ['one posting', [{ accountId: 'a', currency: 'EUR', amountMinor: 0n }]],
    [
      'a zero posting',
      [
        { accountId: 'a', currency: 'EUR', amountMinor: 0n },
        { accountId: 'b', currency: 'EUR', amountMinor: 0n },
      ],
    ],
    [
      'an unknown currency',
      [
        { accountId: 'a', currency: 'XXX', amountMinor: -1n },
        { accountId: 'b', currency: 'XXX', amountMinor: 1n },
      ],
    ],
    [
      'the same amount in two currencies',
      [
        { accountId: 'a', currency: 'EUR', amountMinor: -1n },
        { accountId: 'b', currency: 'USD', amountMinor: 1n },
      ],
    ],
  ])('crashes on %s', (_name, postings: TPosting[]) => {
    expect(() => assertBalancedPostings(postings)).toThrow(AssertionError);
  });

  it(`crashes above ${MAX_POSTINGS_PER_BOOKING} postings`, () => {
    const legs = (count: number): TPosting[] =>
      Array.from({ length: count }, (_, index) => ({
        accountId: String(index),
        currency: 'EUR',
        amountMinor: index % 2 === 0 ? 1n : -1n,
      }));
    expect(() => assertBalancedPostings(legs(MAX_POSTINGS_PER_BOOKING))).not.toThrow();
    expect(() => assertBalancedPostings(legs(MAX_POSTINGS_PER_BOOKING + 2))).toThrow(
      AssertionError,
    );
  });

  it('accepts every balanced booking and refuses it once any leg changes', () => {
    fc.assert(
      fc.property(balancedPostings, fc.nat(), nonZeroMinor, (postings, pick, delta) => {
        expect(() => assertBalancedPostings(postings)).not.toThrow();
        const index = pick % postings.length;
        const changed = postings.map((posting, at) =>
          at === index ? { ...posting, amountMinor: posting.amountMinor + delta } : posting,
        );
        expect(() => assertBalancedPostings(changed)).toThrow(AssertionError);
      }),
    );
  });
});

describe('available amount and debits', () => {
  it('is booked minus reserved plus the overdraft', () => {
    expect(getAvailableMinor(active)).toBe(120_00n);
  });

  it('refuses a debit above the available amount, and allows exactly all of it', () => {
    expect(checkDebit(active, 120_00n)).toEqual({ ok: true, value: undefined, warnings: [] });
    expect(checkDebit(active, 120_01n)).toEqual({ ok: false, code: 'SIRIUS_INSUFFICIENT_FUNDS' });
  });

  it('counts the reservation the debit consumes as available again', () => {
    expect(checkDebit(active, 150_00n).ok).toBe(false);
    expect(checkDebit(active, 150_00n, { reservationMinor: 30_00n }).ok).toBe(true);
    expect(checkDebit(active, 150_01n, { reservationMinor: 30_00n }).ok).toBe(false);
  });

  it.each(['BLOCKED', 'CLOSED'] as const)('refuses any debit from a %s account', (status) => {
    expect(checkDebit({ ...active, status }, 1n)).toEqual({
      ok: false,
      code: 'SIRIUS_ACCOUNT_STATUS',
      detail: status,
    });
  });

  it('crashes on a debit that is not positive or a reservation it does not hold', () => {
    expect(() => checkDebit(active, 0n)).toThrow(AssertionError);
    expect(() => checkDebit(active, -1n)).toThrow(AssertionError);
    expect(() => checkDebit(active, 1n, { reservationMinor: 30_01n })).toThrow(AssertionError);
    expect(() => checkDebit(active, 1n, { reservationMinor: -1n })).toThrow(AssertionError);
    expect(() => getAvailableMinor({ ...active, reservedMinor: -1n })).toThrow(AssertionError);
  });

  it('allows an active debit exactly when it fits into available plus its own reservation', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 16n }),
        fc.nat(),
        (bookedMinor, reservedMinor, overdraftLimitMinor, amountMinor, share) => {
          const state: TAccountState = {
            ...active,
            bookedMinor,
            reservedMinor,
            overdraftLimitMinor,
          };
          const reservationMinor = reservedMinor === 0n ? 0n : BigInt(share) % reservedMinor;
          const fits =
            amountMinor <= bookedMinor - reservedMinor + overdraftLimitMinor + reservationMinor;
          expect(checkDebit(state, amountMinor, { reservationMinor }).ok).toBe(fits);
        },
      ),
    );
  });
});

describe('credits and currencies', () => {
  it('lets a BLOCKED account receive money and refuses a CLOSED one', () => {
    expect(checkCredit(active).ok).toBe(true);
    expect(checkCredit({ ...active, status: 'BLOCKED' }).ok).toBe(true);
    expect(checkCredit({ ...active, status: 'CLOSED' })).toEqual({
      ok: false,
      code: 'SIRIUS_ACCOUNT_STATUS',
      detail: 'CLOSED',
    });
  });

  it('refuses a posting in a currency other than the account currency', () => {
    expect(checkPostingCurrency(active, 'EUR').ok).toBe(true);
    expect(checkPostingCurrency(active, 'USD')).toEqual({
      ok: false,
      code: 'CURRENCY_MISMATCH',
      detail: 'USD',
    });
  });
});

describe('deriveBalances', () => {
  it('derives the six balance types of 000 §3', () => {
    expect(
      deriveBalances({
        bookedMinor: 1_000_00n,
        byPaymentMinor: 100_00n,
        byCardMinor: 20_00n,
        byEnforcementMinor: 3_00n,
      }),
    ).toEqual({
      EXPECTED: 877_00n,
      BOOKED: 1_000_00n,
      RESERVED: 123_00n,
      RESERVED_BY_PAYMENT: 100_00n,
      RESERVED_BY_CARD_TRANSACTION: 20_00n,
      RESERVED_BY_ENFORCEMENT: 3_00n,
    });
  });

  it('keeps EXPECTED + RESERVED = BOOKED and RESERVED the sum of its parts', () => {
    const reservation = fc.bigInt({ min: 0n, max: 10n ** 18n });
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        reservation,
        reservation,
        reservation,
        (bookedMinor, byPaymentMinor, byCardMinor, byEnforcementMinor) => {
          const balances = deriveBalances({
            bookedMinor,
            byPaymentMinor,
            byCardMinor,
            byEnforcementMinor,
          });
          expect(balances.EXPECTED + balances.RESERVED).toBe(balances.BOOKED);
          expect(balances.RESERVED).toBe(
            balances.RESERVED_BY_PAYMENT +
              balances.RESERVED_BY_CARD_TRANSACTION +
              balances.RESERVED_BY_ENFORCEMENT,
          );
        },
      ),
    );
  });

  it('crashes on a negative reservation', () => {
    expect(() =>
      deriveBalances({
        bookedMinor: 0n,
        byPaymentMinor: 0n,
        byCardMinor: -1n,
        byEnforcementMinor: 0n,
      }),
    ).toThrow(AssertionError);
  });
});

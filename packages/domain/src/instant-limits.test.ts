import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from './error-codes';
import { buildCroatianIban } from './iban';
import {
  INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR,
  INSTANT_LIMIT_REQUEST_VOCABULARY,
  INSTANT_LIMIT_TYPES,
  getDefaultInstantStanding,
  isWithinInstantLimit,
  validateInstantLimitRequest,
  type TInstantLimitRequestContext,
  type TInstantLimitRequestDraft,
  type TInstantLimitStanding,
} from './instant-limits';
import {
  BACK_OFFICE_REQUEST_VOCABULARY,
  isFinalOrderState,
  isOrderActionAllowed,
} from './order-lifecycle';
import { formatMinorAsDecimal } from './money';

const ACCOUNT = buildCroatianIban('299999', '110000001');

function draft(overrides: Partial<TInstantLimitRequestDraft> = {}): TInstantLimitRequestDraft {
  return {
    accountNumber: ACCOUNT,
    limitTypes: ['DAILY_LIMIT'],
    limitAmount: '25000.00',
    reference: '',
    ...overrides,
  };
}

const OTHER_ACCOUNT = buildCroatianIban('299999', '120000001');

function context(maximumMinor = INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR): TInstantLimitRequestContext {
  return { maximumMinor, isKnownAccount: (iban) => iban === ACCOUNT };
}

function violationsOf(input: TInstantLimitRequestDraft, maximumMinor?: bigint) {
  const result = validateInstantLimitRequest(input, context(maximumMinor));
  return result.ok ? [] : result.violations;
}

describe('a change request', () => {
  it.each([
    [
      'a limit per transaction',
      draft({ limitTypes: ['PER_TRANSACTION'] }),
      { limitType: 'PER_TRANSACTION', limitMinor: 2_500_000n },
    ],
    ['a daily limit', draft(), { limitType: 'DAILY_LIMIT', limitMinor: 2_500_000n }],
    [
      'no limit, the amount left empty',
      draft({ limitTypes: ['WITHOUT_LIMIT'], limitAmount: null }),
      { limitType: 'WITHOUT_LIMIT', limitMinor: null },
    ],
    [
      'no limit, the amount an empty text',
      draft({ limitTypes: [' WITHOUT_LIMIT '], limitAmount: '  ' }),
      { limitType: 'WITHOUT_LIMIT', limitMinor: null },
    ],
    [
      'the online maximum itself',
      draft({ limitAmount: formatMinorAsDecimal(INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR, 'EUR') }),
      { limitType: 'DAILY_LIMIT', limitMinor: INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR },
    ],
  ] as const)('takes %s', (_name, input, limit) => {
    expect(validateInstantLimitRequest(input, context())).toEqual({
      ok: true,
      value: { accountIban: ACCOUNT, limit, reference: '' },
    });
  });

  it('takes the account grouped as people paste it, and a reference in the payment set', () => {
    const grouped = ACCOUNT.replace(/(.{4})/g, '$1 ')
      .trim()
      .toLowerCase();
    const result = validateInstantLimitRequest(
      draft({ accountNumber: grouped, reference: ' Odluka uprave 12/2026 ' }),
      context(),
    );
    expect(result).toMatchObject({
      ok: true,
      value: { accountIban: ACCOUNT, reference: 'Odluka uprave 12/2026' },
    });
  });

  it.each([
    [
      'two types',
      draft({ limitTypes: ['PER_TRANSACTION', 'DAILY_LIMIT'] }),
      'limitType',
      'INSTANT_LIMIT_ONE_TYPE',
    ],
    ['no type', draft({ limitTypes: [] }), 'limitType', 'FIELD_REQUIRED'],
    ['an empty type', draft({ limitTypes: [''] }), 'limitType', 'FIELD_REQUIRED'],
    ['an unknown type', draft({ limitTypes: ['WEEKLY_LIMIT'] }), 'limitType', 'FIELD_INVALID'],
    [
      'a daily limit without an amount',
      draft({ limitAmount: null }),
      'limitAmount',
      'AMOUNT_REQUIRED',
    ],
    [
      'a limit per transaction with an empty amount',
      draft({ limitTypes: ['PER_TRANSACTION'], limitAmount: ' ' }),
      'limitAmount',
      'AMOUNT_REQUIRED',
    ],
    [
      'an amount for no limit',
      draft({ limitTypes: ['WITHOUT_LIMIT'], limitAmount: '100.00' }),
      'limitAmount',
      'AMOUNT_NOT_ALLOWED',
    ],
    ['a negative amount', draft({ limitAmount: '-100.00' }), 'limitAmount', 'AMOUNT_NOT_POSITIVE'],
    ['a zero amount', draft({ limitAmount: '0.00' }), 'limitAmount', 'AMOUNT_NOT_POSITIVE'],
    ['three decimals', draft({ limitAmount: '10.001' }), 'limitAmount', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['a word for an amount', draft({ limitAmount: 'deset' }), 'limitAmount', 'AMOUNT_INVALID'],
    [
      'an amount above the online maximum',
      draft({ limitAmount: '1000000.01' }),
      'limitAmount',
      'AMOUNT_ABOVE_ONLINE_MAXIMUM',
    ],
    ['no account', draft({ accountNumber: '' }), 'accountNumber', 'IBAN_REQUIRED'],
    [
      'an account with a wrong check',
      draft({ accountNumber: ACCOUNT.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)) }),
      'accountNumber',
      'IBAN_INVALID',
    ],
    [
      "another company's account",
      draft({ accountNumber: OTHER_ACCOUNT }),
      'accountNumber',
      'DEBTOR_ACCOUNT_UNIDENTIFIABLE',
    ],
    [
      'a reference in another script',
      draft({ reference: 'Заявка' }),
      'reference',
      'FIELD_INVALID_CHARACTERS',
    ],
    [
      'a reference of 36 characters',
      draft({ reference: 'R'.repeat(36) }),
      'reference',
      'FIELD_TOO_LONG',
    ],
  ] as const)('refuses %s on its field', (_name, input, field, code) => {
    expect(violationsOf(input)).toEqual([{ field, code }]);
  });

  it("holds to the bank's own maximum when it is lower", () => {
    expect(violationsOf(draft({ limitAmount: '5000.01' }), 500_000n)).toEqual([
      { field: 'limitAmount', code: 'AMOUNT_ABOVE_ONLINE_MAXIMUM' },
    ]);
  });

  it('answers every broken field at once', () => {
    const fields = violationsOf(
      draft({ accountNumber: 'HR', limitTypes: ['X', 'Y'], reference: '<b>' }),
    ).map((violation) => violation.field);
    expect(fields).toEqual(['accountNumber', 'limitType', 'reference']);
  });

  it('answers any draft with a value or known codes on known fields, never throwing', () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...INSTANT_LIMIT_TYPES));
    fc.assert(
      fc.property(
        fc.record({
          accountNumber: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(ACCOUNT)),
          limitTypes: fc.array(text, { maxLength: 4 }),
          limitAmount: fc.option(
            fc.oneof(
              fc.string({ maxLength: 20 }),
              fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }).map(String),
            ),
          ),
          reference: fc.string({ maxLength: 50 }),
        }),
        (input) => {
          const result = validateInstantLimitRequest(input, context());
          if (result.ok) {
            const { limit } = result.value;
            expect(limit.limitMinor === null).toBe(limit.limitType === 'WITHOUT_LIMIT');
            if (limit.limitMinor !== null) {
              expect(limit.limitMinor > 0n).toBe(true);
              expect(limit.limitMinor <= INSTANT_LIMIT_ONLINE_MAXIMUM_MINOR).toBe(true);
            }
            return;
          }
          expect(result.violations.length).toBeGreaterThan(0);
          for (const violation of result.violations) {
            expect(['accountNumber', 'limitType', 'limitAmount', 'reference']).toContain(
              violation.field,
            );
            expect(isErrorCode(violation.code)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('an instant payment against the limit', () => {
  const perTransaction = getDefaultInstantStanding(500_000n);
  const daily = (spentTodayMinor: bigint): TInstantLimitStanding => ({
    limit: { limitType: 'DAILY_LIMIT', limitMinor: 500_000n },
    spentTodayMinor,
  });
  const without: TInstantLimitStanding = {
    limit: { limitType: 'WITHOUT_LIMIT', limitMinor: null },
    spentTodayMinor: 10n ** 12n,
  };

  it.each([
    ['at the limit per transaction', perTransaction, 500_000n, true],
    ['a cent above it', perTransaction, 500_001n, false],
    [
      'per transaction whatever the day brought',
      { ...perTransaction, spentTodayMinor: 10n ** 9n },
      1n,
      true,
    ],
    ['the day filled to the limit with it', daily(400_000n), 100_000n, true],
    ['the day a cent above it', daily(400_000n), 100_001n, false],
    ['alone above a daily limit', daily(0n), 500_001n, false],
    ['without a limit', without, 10n ** 13n, true],
  ] as const)('%s', (_name, standing, amountMinor, isWithin) => {
    expect(isWithinInstantLimit(standing, amountMinor)).toBe(isWithin);
  });

  it('refuses under a daily limit exactly when the day with it passes the limit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        (limitMinor, spentTodayMinor, amountMinor) => {
          const standing: TInstantLimitStanding = {
            limit: { limitType: 'DAILY_LIMIT', limitMinor },
            spentTodayMinor,
          };
          expect(isWithinInstantLimit(standing, amountMinor)).toBe(
            spentTodayMinor + amountMinor <= limitMinor,
          );
          // A daily limit is never looser than the same amount per transaction.
          if (isWithinInstantLimit(standing, amountMinor))
            expect(
              isWithinInstantLimit(
                { limit: { limitType: 'PER_TRANSACTION', limitMinor }, spentTodayMinor },
                amountMinor,
              ),
            ).toBe(true);
        },
      ),
    );
  });

  it('is a programming error with a limit of nothing', () => {
    expect(() =>
      isWithinInstantLimit(
        { limit: { limitType: 'PER_TRANSACTION', limitMinor: 0n }, spentTodayMinor: 0n },
        1n,
      ),
    ).toThrow();
  });
});

describe('the request statuses', () => {
  it("are the generic request's, as an authority change request's are (001 §4)", () => {
    expect(INSTANT_LIMIT_REQUEST_VOCABULARY).toBe(BACK_OFFICE_REQUEST_VOCABULARY);
  });

  it('let a request be deleted only before its last signature, and end with the bank', () => {
    const vocabulary = INSTANT_LIMIT_REQUEST_VOCABULARY;
    expect(isOrderActionAllowed(vocabulary, 'PARTIALLY_AUTHORIZED', 'DELETE')).toBe(true);
    expect(isOrderActionAllowed(vocabulary, 'AUTHORIZED', 'DELETE')).toBe(false);
    expect(isOrderActionAllowed(vocabulary, 'AUTHORIZED', 'REVOKE')).toBe(false);
    expect(isFinalOrderState(vocabulary, 'EXECUTED')).toBe(true);
    expect(isFinalOrderState(vocabulary, 'REJECTED')).toBe(true);
  });
});

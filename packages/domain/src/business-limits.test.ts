import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FOREIGN_TURNOVER_CODES,
  isEmailAddress,
  LETTER_OF_CREDIT_FIELD_LENGTHS,
  ORDERED_FOREIGN_TURNOVER_CODES,
  SOLVENCY_FEE_MINOR,
  TERM_DEPOSIT_MATURITIES,
  TERM_DEPOSIT_ONLINE_MAXIMUM_MINOR,
  validateContractNumber,
  validateContractYear,
  validateLetterOfCreditTolerance,
  validatePresentationPeriod,
  validateSolvencyEmails,
  validateTermDepositAmount,
  validateUsageDays,
  checkStatementDownloadCount,
} from './business-limits';
import { getCurrencyDecimals, parseDecimalToMinor } from './money';

const anyText = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\s?-?\d{0,8}\s?$/),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x9f }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: 'binary', minLength: 9_990, maxLength: 10_020 }),
);

describe('term deposit amount', () => {
  it('knows the online maximum in each currency', () => {
    const majorUnits = { EUR: '2000000', USD: '2600000', CHF: '2400000', GBP: '1600000' } as const;
    for (const [currency, major] of Object.entries(majorUnits)) {
      expect(getCurrencyDecimals(currency)).toBe(2);
      expect(TERM_DEPOSIT_ONLINE_MAXIMUM_MINOR[currency as keyof typeof majorUnits]).toBe(
        parseDecimalToMinor(major, currency),
      );
    }
  });

  it.each([
    [1n, 'EUR', { ok: true, value: 1n, warnings: [] }],
    [200_000_000n, 'EUR', { ok: true, value: 200_000_000n, warnings: [] }],
    [200_000_001n, 'EUR', { ok: false, code: 'AMOUNT_ABOVE_ONLINE_MAXIMUM', detail: '2000000.00' }],
    [260_000_000n, 'USD', { ok: true, value: 260_000_000n, warnings: [] }],
    [240_000_001n, 'CHF', { ok: false, code: 'AMOUNT_ABOVE_ONLINE_MAXIMUM', detail: '2400000.00' }],
    [160_000_001n, 'GBP', { ok: false, code: 'AMOUNT_ABOVE_ONLINE_MAXIMUM', detail: '1600000.00' }],
    [0n, 'EUR', { ok: false, code: 'AMOUNT_NOT_POSITIVE' }],
    [-5n, 'USD', { ok: false, code: 'AMOUNT_NOT_POSITIVE' }],
    [100n, 'HRK', { ok: false, code: 'CURRENCY_INVALID' }],
    [100n, 'eur', { ok: false, code: 'CURRENCY_INVALID' }],
    [100n, 'toString', { ok: false, code: 'CURRENCY_INVALID' }],
  ] as const)('%s minor %s', (amount, currency, expected) => {
    expect(validateTermDepositAmount(amount, currency)).toEqual(expected);
  });

  it('accepts exactly the amounts from one minor unit to the maximum', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.constantFrom('EUR', 'USD', 'CHF', 'GBP'),
        (amount, currency) => {
          const maximum = TERM_DEPOSIT_ONLINE_MAXIMUM_MINOR[currency];
          expect(validateTermDepositAmount(amount, currency).ok).toBe(
            amount > 0n && amount <= maximum,
          );
        },
      ),
    );
  });

  it('offers the maturities in order', () => {
    expect(TERM_DEPOSIT_MATURITIES).toHaveLength(13);
    expect(TERM_DEPOSIT_MATURITIES[0]).toBe('OVERNIGHT');
    expect(TERM_DEPOSIT_MATURITIES.at(-1)).toBe('OVER_Y5');
  });
});

describe('letter of credit', () => {
  it('lists the field lengths', () => {
    expect(LETTER_OF_CREDIT_FIELD_LENGTHS).toEqual([20, 30, 35, 50, 58, 71, 1950]);
  });

  it.each([
    ['0', { ok: true, value: 0, warnings: [] }],
    [' 10 ', { ok: true, value: 10, warnings: [] }],
    ['99', { ok: true, value: 99, warnings: [] }],
    ['05', { ok: true, value: 5, warnings: [] }],
    ['100', { ok: false, code: 'FIELD_TOO_LONG' }],
    ['-1', { ok: false, code: 'NUMBER_NEGATIVE_NOT_ALLOWED' }],
    ['1.5', { ok: false, code: 'NUMBER_INVALID' }],
    ['+5', { ok: false, code: 'NUMBER_INVALID' }],
    ['٥', { ok: false, code: 'NUMBER_INVALID' }],
    ['', { ok: false, code: 'FIELD_REQUIRED' }],
  ] as const)('tolerance and presentation period %j', (text, expected) => {
    expect(validateLetterOfCreditTolerance(text)).toEqual(expected);
    expect(validatePresentationPeriod(text)).toEqual(expected);
  });

  it.each([
    ['9999', { ok: true, value: 9999, warnings: [] }],
    ['90', { ok: true, value: 90, warnings: [] }],
    ['10000', { ok: false, code: 'FIELD_TOO_LONG' }],
    ['-30', { ok: false, code: 'NUMBER_NEGATIVE_NOT_ALLOWED' }],
    ['30 days', { ok: false, code: 'NUMBER_INVALID' }],
  ] as const)('usage days %j', (text, expected) => {
    expect(validateUsageDays(text)).toEqual(expected);
  });

  it.each([
    ['000123', { ok: true, value: '000123', warnings: [] }],
    ['7', { ok: true, value: '7', warnings: [] }],
    ['1234567', { ok: false, code: 'FIELD_TOO_LONG' }],
    ['12-34', { ok: false, code: 'NUMBER_INVALID' }],
  ] as const)('contract number %j', (text, expected) => {
    expect(validateContractNumber(text)).toEqual(expected);
  });

  it.each([
    ['2026', { ok: true, value: 2026, warnings: [] }],
    ['1900', { ok: true, value: 1900, warnings: [] }],
    ['2027', { ok: false, code: 'DATE_OUT_OF_RANGE' }],
    ['1899', { ok: false, code: 'DATE_OUT_OF_RANGE' }],
    ['26', { ok: false, code: 'DATE_INVALID' }],
    ['20266', { ok: false, code: 'DATE_INVALID' }],
    ['', { ok: false, code: 'FIELD_REQUIRED' }],
  ] as const)('contract year %j on 2026-12-31', (text, expected) => {
    expect(validateContractYear(text, '2026-12-31')).toEqual(expected);
  });

  it('accepts only digit strings within their size', () => {
    const rules = [
      [validateLetterOfCreditTolerance, 2],
      [validatePresentationPeriod, 2],
      [validateUsageDays, 4],
      [validateContractNumber, 6],
    ] as const;
    fc.assert(
      fc.property(anyText, (text) => {
        for (const [validate, maxDigits] of rules) {
          const result = validate(text);
          if (result.ok) expect(text.trim()).toMatch(new RegExp(`^\\d{1,${maxDigits}}$`));
        }
        const year = validateContractYear(text, '2026-06-15');
        if (year.ok) expect(year.value).toBeLessThanOrEqual(2026);
      }),
    );
  });
});

describe('solvency', () => {
  it.each([
    ['ana.horvat@tvrtka.hr', true],
    ['a+b@sub.example.com', true],
    ['x@xn--80ak6aa92e.xn--p1ai', true],
    ['ana horvat@tvrtka.hr', false],
    ['ana@tvrtka', false],
    ['ana@@tvrtka.hr', false],
    ['@tvrtka.hr', false],
    ['ana.@tvrtka.hr', false],
    ['ana@-tvrtka.hr', false],
    ['ana@tvrtka..hr', false],
    ['ana@tvrtka.h', false],
    [`${'a'.repeat(65)}@tvrtka.hr`, false],
    [`a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.hr`, false],
    [`a@${'b'.repeat(64)}.hr`, false],
  ])('%j is an e-mail address: %s', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });

  it('takes at most three valid addresses, trimmed', () => {
    expect(validateSolvencyEmails([' a@b.hr ', '', 'c@d.hr'], 'EMAIL')).toEqual({
      ok: true,
      value: ['a@b.hr', 'c@d.hr'],
      warnings: [],
    });
    expect(validateSolvencyEmails(['a@b.hr', 'c@d.hr', 'e@f.hr', 'g@h.hr'], 'EMAIL')).toEqual({
      ok: false,
      code: 'TOO_MANY_EMAILS',
    });
    expect(validateSolvencyEmails(['a@b.hr', 'nope'], 'INTERNET_BANKING')).toEqual({
      ok: false,
      code: 'EMAIL_INVALID',
      detail: 'nope',
    });
  });

  it('needs an address only for delivery by e-mail', () => {
    expect(validateSolvencyEmails(['  '], 'EMAIL')).toEqual({ ok: false, code: 'FIELD_REQUIRED' });
    expect(validateSolvencyEmails([], 'INTERNET_BANKING')).toEqual({
      ok: true,
      value: [],
      warnings: [],
    });
  });

  it('charges the published fees in euro cents', () => {
    expect(SOLVENCY_FEE_MINOR).toEqual({ INTERNET_BANKING: 1327n, EMAIL: 1858n });
  });

  it('never accepts more than three or a malformed address', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(anyText, fc.emailAddress()), { maxLength: 6 }),
        fc.constantFrom('EMAIL', 'INTERNET_BANKING'),
        (list, method) => {
          const result = validateSolvencyEmails(list, method);
          if (!result.ok) return;
          expect(result.value.length).toBeLessThanOrEqual(3);
          for (const email of result.value) {
            expect(email.length).toBeLessThanOrEqual(254);
            expect(email).not.toMatch(/\s/);
            expect(email).toMatch(/^[^@]+@[^@]+\.[^@]+$/);
          }
        },
      ),
    );
  });
});

describe('foreign-turnover codes', () => {
  it('lists the three most used first', () => {
    expect(ORDERED_FOREIGN_TURNOVER_CODES.slice(0, 3)).toEqual(['5517d', '3145d', '3015d']);
    expect(ORDERED_FOREIGN_TURNOVER_CODES).toEqual([
      ...FOREIGN_TURNOVER_CODES.primary,
      ...FOREIGN_TURNOVER_CODES.others,
    ]);
    expect(new Set(ORDERED_FOREIGN_TURNOVER_CODES).size).toBe(9);
  });
});

describe('checkStatementDownloadCount', () => {
  it('allows up to 50 statements in one download and refuses the 51st', () => {
    expect(checkStatementDownloadCount(50)).toMatchObject({ ok: true, value: 50 });
    expect(checkStatementDownloadCount(51)).toMatchObject({
      ok: false,
      code: 'STATEMENT_DOWNLOAD_LIMIT_EXCEEDED',
    });
  });
});

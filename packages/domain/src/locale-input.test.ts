import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, getIsoDayNumber, type TIsoDate } from './iso-date';
import {
  findDayChoiceRefusal,
  formatInstantForLocale,
  type TDateInputOptions,
  type TDateRefusalReason,
  applyDateTyping,
  DATE_INPUT_MAX,
  DATE_INPUT_MIN,
  formatDateForLocale,
  formatDecimalForLocale,
  maskNumberTyping,
  parseDateText,
  parseNumberText,
  type TNumberInputOptions,
} from './locale-input';
import { LOCALES, type TLocale } from './locale';
import { MAX_RULE_INPUT_LENGTH } from './result';

// Any code point, lone surrogates included; cheaper to build than fc's 'binary' unit.
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code));

const locales = fc.constantFrom(...LOCALES);

const untrustedText = fc.oneof(
  fc.string(),
  fc.string({ unit: anyCodePoint }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,-/ +'), maxLength: 30 }),
  fc.stringMatching(/^ ?-?[\d.,]{1,20} ?$/),
  fc.constantFrom(
    '1'.repeat(MAX_RULE_INPUT_LENGTH),
    '1'.repeat(MAX_RULE_INPUT_LENGTH + 1),
    '0'.repeat(MAX_RULE_INPUT_LENGTH - 3) + ',00',
    '.'.repeat(MAX_RULE_INPUT_LENGTH),
    `${' '.repeat(MAX_RULE_INPUT_LENGTH)}1.1.2000.`,
  ),
);

const datesInRange = fc
  .integer({ min: 0, max: getIsoDayNumber(DATE_INPUT_MAX) - getIsoDayNumber(DATE_INPUT_MIN) })
  .map((offset) => addDaysToIsoDate(DATE_INPUT_MIN, offset));

/** Canonical wire decimals: up to 12 integer digits without leading zeros, up to 2 decimals. */
const wireDecimals = fc
  .record({
    negative: fc.boolean(),
    integer: fc.bigInt({ min: 0n, max: 10n ** 12n - 1n }),
    decimals: fc.integer({ min: 0, max: 2 }),
    fraction: fc.bigInt({ min: 0n, max: 99n }),
  })
  .map(({ negative, integer, decimals, fraction }) => {
    const fractionText = fraction.toString().padStart(2, '0').slice(0, decimals);
    const magnitude = integer.toString() + (decimals > 0 ? `.${fractionText}` : '');
    return negative && /[1-9]/.test(magnitude) ? `-${magnitude}` : magnitude;
  });

function typeCharacterByCharacter(text: string, locale: TLocale): string {
  return [...text].reduce(
    (shown, character) => applyDateTyping(shown, shown + character, locale),
    '',
  );
}

describe('parseDateText', () => {
  it.each<[TLocale, string, TIsoDate | null]>([
    ['hr', '22.11.2026.', '2026-11-22'],
    ['hr', '22.11.2026', '2026-11-22'],
    ['hr', '5.3.2026.', '2026-03-05'],
    ['hr', '05.03.2026.', '2026-03-05'],
    ['hr', '22. 11. 2026.', '2026-11-22'],
    ['hr', '  22.11.2026.  ', '2026-11-22'],
    ['hr', '29.2.2024.', '2024-02-29'],
    ['hr', '1.12.2030.', '2030-12-01'],
    ['hr', '1.1.1900.', '1900-01-01'],
    ['hr', '', null],
    ['hr', '   ', null],
    ['en', '11/22/2026', '2026-11-22'],
    ['en', '3/5/2026', '2026-03-05'],
    ['en', '03/05/2026', '2026-03-05'],
    ['en', '12/31/2029', '2029-12-31'],
    ['en', '2/29/2024', '2024-02-29'],
    ['en', '12/1/2030', '2030-12-01'],
    ['en', ' 1/1/1900 ', '1900-01-01'],
    ['en', '', null],
  ])('%s %j is %s', (locale, text, expected) => {
    expect(parseDateText(text, locale)).toEqual({ ok: true, value: expected, warnings: [] });
  });

  it.each<[TLocale, string, string]>([
    ['hr', '29.2.2023.', 'DATE_INVALID'],
    ['hr', '31.4.2026.', 'DATE_INVALID'],
    ['hr', '32.1.2026.', 'DATE_INVALID'],
    ['hr', '1.13.2026.', 'DATE_INVALID'],
    ['hr', '0.1.2026.', 'DATE_INVALID'],
    ['hr', '1.1.0000.', 'DATE_INVALID'],
    ['hr', '22.11.26.', 'DATE_INVALID'],
    ['hr', '22.11.20266.', 'DATE_INVALID'],
    ['hr', '122.11.2026.', 'DATE_INVALID'],
    ['hr', '22..11.2026.', 'DATE_INVALID'],
    ['hr', '22.11.2026..', 'DATE_INVALID'],
    ['hr', '22 .11.2026.', 'DATE_INVALID'],
    ['hr', '22/11/2026', 'DATE_INVALID'],
    ['hr', '2026-11-22', 'DATE_INVALID'],
    ['hr', 'danas', 'DATE_INVALID'],
    ['hr', '2.12.2030.', 'DATE_OUT_OF_RANGE'],
    ['hr', '31.12.1899.', 'DATE_OUT_OF_RANGE'],
    ['hr', '1.1.9999.', 'DATE_OUT_OF_RANGE'],
    ['en', '13/1/2026', 'DATE_INVALID'],
    ['en', '2/29/2023', 'DATE_INVALID'],
    ['en', '0/1/2026', 'DATE_INVALID'],
    ['en', '11/22/26', 'DATE_INVALID'],
    ['en', '11/22/2026/', 'DATE_INVALID'],
    ['en', '11 / 22 / 2026', 'DATE_INVALID'],
    ['en', '22.11.2026.', 'DATE_INVALID'],
    ['en', '12/2/2030', 'DATE_OUT_OF_RANGE'],
    ['en', '12/31/1899', 'DATE_OUT_OF_RANGE'],
  ])('%s %j is %s', (locale, text, code) => {
    expect(parseDateText(text, locale)).toMatchObject({ ok: false, code });
  });

  it.each<[TLocale, string, TDateInputOptions, TDateRefusalReason, TIsoDate | undefined]>([
    ['hr', '', { required: true }, 'REQUIRED', undefined],
    ['hr', '12.5', {}, 'FORMAT', undefined],
    ['hr', '2026-11-28', {}, 'FORMAT', undefined],
    ['en', '28.11.2026.', {}, 'FORMAT', undefined],
    ['hr', '31.02.2026.', {}, 'NOT_REAL', undefined],
    ['en', '2/31/2026', {}, 'NOT_REAL', undefined],
    ['hr', '26.11.2026.', { minDate: '2026-11-27', today: '2026-11-27' }, 'PAST', '2026-11-26'],
    [
      'hr',
      '27.11.2026.',
      { minDate: '2026-11-30', today: '2026-11-27' },
      'BEFORE_MIN',
      '2026-11-27',
    ],
    ['en', '11/26/2026', { minDate: '2026-11-27' }, 'BEFORE_MIN', '2026-11-26'],
    ['hr', '1.1.1899.', { today: '2026-11-27' }, 'BEFORE_MIN', '1899-01-01'],
    ['hr', '1.12.2026.', { maxDate: '2026-11-27' }, 'AFTER_MAX', '2026-12-01'],
    ['hr', '28.11.2026.', { isWeekendDisabled: true }, 'WEEKEND', '2026-11-28'],
    ['en', '11/29/2026', { isWeekendDisabled: true }, 'WEEKEND', '2026-11-29'],
    [
      'hr',
      '25.12.2026.',
      { unavailableDates: new Set(['2026-12-25']) },
      'UNAVAILABLE',
      '2026-12-25',
    ],
  ])('%s %j %j is refused as %s, naming %s', (locale, text, options, reason, date) => {
    const result = parseDateText(text, locale, options);
    expect(result).toMatchObject({ ok: false, reason });
    expect(result.ok ? undefined : result.date).toBe(date);
  });

  it('takes its limits from the options and answers DATE_REQUIRED only when asked', () => {
    const options = { minDate: '2026-01-01', maxDate: '2026-12-31' };
    expect(parseDateText('1.1.2026.', 'hr', options)).toMatchObject({ value: '2026-01-01' });
    expect(parseDateText('31.12.2025.', 'hr', options)).toMatchObject(refusal('DATE_OUT_OF_RANGE'));
    expect(parseDateText('1/1/2027', 'en', options)).toMatchObject(refusal('DATE_OUT_OF_RANGE'));
    expect(parseDateText(' ', 'hr', { required: true })).toMatchObject(refusal('DATE_REQUIRED'));
    expect(parseDateText('x', 'hr', { required: true })).toMatchObject(refusal('DATE_INVALID'));
  });

  it('calls a day before today past only when the minimum refuses it too', () => {
    const today = '2026-11-27';
    expect(parseDateText('26.11.2026.', 'hr', { today })).toMatchObject({ value: '2026-11-26' });
    expect(parseDateText('26.11.2026.', 'hr', { today, minDate: '2026-11-20' })).toMatchObject({
      value: '2026-11-26',
    });
  });

  it('round-trips every date in range through the display format, padded or not', () => {
    fc.assert(
      fc.property(datesInRange, locales, (date, locale) => {
        expect(parseDateText(formatDateForLocale(date, locale), locale)).toMatchObject({
          value: date,
        });
        const [year, month, day] = date.split('-');
        const padded = locale === 'hr' ? `${day}.${month}.${year}.` : `${month}/${day}/${year}`;
        expect(parseDateText(padded, locale)).toMatchObject({ value: date });
      }),
    );
  });
});

describe('formatDateForLocale', () => {
  it.each<[TIsoDate, string, string]>([
    ['2026-11-22', '22.11.2026.', '11/22/2026'],
    ['2026-03-05', '5.3.2026.', '3/5/2026'],
    ['1900-01-01', '1.1.1900.', '1/1/1900'],
    ['2026-02-30', '2026-02-30', '2026-02-30'],
    ['not a date', 'not a date', 'not a date'],
  ])('%s is hr %j and en %j', (date, hr, en) => {
    expect(formatDateForLocale(date, 'hr')).toBe(hr);
    expect(formatDateForLocale(date, 'en')).toBe(en);
  });
});

describe('applyDateTyping', () => {
  it.each<[TLocale, string, string, string]>([
    ['hr', '', '5', '5'],
    ['hr', '5', '5.', '05.'],
    ['hr', '05.3', '05.3.', '05.03.'],
    ['hr', '45', '45.', '31.'],
    ['hr', '12.13', '12.13.', '12.12.'],
    ['hr', '31.00', '31.00.', '31.01.'],
    ['hr', '0', '0.', '01.'],
    ['hr', '123', '123.', '31.'],
    ['hr', '22. 1', '22. 1.', '22. 01.'],
    ['hr', '5.', '5. ', '5. '],
    ['hr', '', '.', ''],
    ['hr', '05.', '05..', '05.'],
    ['hr', '05. ', '05. .', '05. '],
    ['hr', '22.11.2026', '22.11.2026.', '22.11.2026.'],
    ['hr', '22.11.2026.', '22.11.2026..', '22.11.2026.'],
    ['hr', '05.', '05', '05'],
    ['hr', '05.03', '5.03', '5.03'],
    ['hr', '', '5.3.2026', '5.3.2026'],
    ['hr', '5', '5a', '5'],
    ['hr', '5', '5/', '5'],
    ['hr', '', '\u00002\n2.x1', '22.1'],
    ['en', '3', '3/', '03/'],
    ['en', '03/5', '03/5/', '03/05/'],
    ['en', '13', '13/', '12/'],
    ['en', '12/45', '12/45/', '12/31/'],
    ['en', '12/31/2029', '12/31/2029/', '12/31/2029'],
    ['en', '', '/', ''],
    ['en', '3', '3.', '3'],
    ['en', '3', '3 ', '3'],
  ])('%s %j then %j shows %j', (locale, previous, next, shown) => {
    expect(applyDateTyping(previous, next, locale)).toBe(shown);
  });

  it('types any date in range into text that parses back to it', () => {
    fc.assert(
      fc.property(datesInRange, locales, (date, locale) => {
        const shown = typeCharacterByCharacter(formatDateForLocale(date, locale), locale);
        expect(parseDateText(shown, locale)).toMatchObject({ value: date });
      }),
    );
  });

  it('keeps only digits and the locale separator (and spaces in hr)', () => {
    fc.assert(
      fc.property(untrustedText, untrustedText, locales, (previous, next, locale) => {
        const allowed = locale === 'hr' ? /^[\d. ]*$/ : /^[\d/]*$/;
        expect(applyDateTyping(previous, next, locale)).toMatch(allowed);
      }),
    );
  });
});

describe('parseNumberText', () => {
  it.each<[TLocale, string, TNumberInputOptions, string | null]>([
    ['hr', '1.234,5', {}, '1234.5'],
    ['hr', '1234,50', {}, '1234.50'],
    ['hr', '1.234.567', {}, '1234567'],
    ['hr', '1.500', {}, '1500'],
    ['hr', '0001,50', {}, '1.50'],
    ['hr', '0.001,50', {}, '1.50'],
    ['hr', '000', {}, '0'],
    ['hr', '0,00', {}, '0.00'],
    ['hr', ',5', {}, '0.5'],
    ['hr', '5,', {}, '5'],
    ['hr', ' 12 ', {}, '12'],
    ['hr', '123.456.789.012,34', {}, '123456789012.34'],
    ['hr', '000123456789012', {}, '123456789012'],
    ['hr', '-5', { signed: true }, '-5'],
    ['hr', '-1.234,50', { signed: true }, '-1234.50'],
    ['hr', '-0,00', { signed: true }, '0.00'],
    ['hr', '', {}, null],
    ['hr', '   ', { signed: true }, null],
    ['hr', '123,4567', { maxDecimals: 4 }, '123.4567'],
    ['en', '1,234.50', {}, '1234.50'],
    ['en', '1,234,567.5', {}, '1234567.5'],
    ['en', '0001.50', {}, '1.50'],
    ['en', '.5', {}, '0.5'],
    ['en', ' 12 ', {}, '12'],
    ['en', '-1,234.5', { signed: true }, '-1234.5'],
    ['en', '', {}, null],
    ['en', '1234.50', {}, '1234.50'],
  ])('%s %j %j is %j', (locale, text, options, expected) => {
    expect(parseNumberText(text, locale, options)).toEqual({
      ok: true,
      value: expected,
      warnings: [],
    });
  });

  it.each<[TLocale, string, TNumberInputOptions, string]>([
    ['hr', '1.234.567.890.123,45', {}, 'NUMBER_TOO_MANY_INTEGER_DIGITS'],
    ['hr', '1234567890123', {}, 'NUMBER_TOO_MANY_INTEGER_DIGITS'],
    ['hr', '1.234', { maxIntegerDigits: 3 }, 'NUMBER_TOO_MANY_INTEGER_DIGITS'],
    ['hr', '12,345', {}, 'NUMBER_TOO_MANY_DECIMALS'],
    ['hr', '5,1', { maxDecimals: 0 }, 'NUMBER_TOO_MANY_DECIMALS'],
    ['hr', '-5', {}, 'NUMBER_NEGATIVE_NOT_ALLOWED'],
    ['hr', '-', {}, 'NUMBER_NEGATIVE_NOT_ALLOWED'],
    ['hr', '-abc', {}, 'NUMBER_NEGATIVE_NOT_ALLOWED'],
    ['hr', '-', { signed: true }, 'NUMBER_INVALID'],
    ['hr', '--5', { signed: true }, 'NUMBER_INVALID'],
    ['hr', '- 5', { signed: true }, 'NUMBER_INVALID'],
    ['hr', '5-', { signed: true }, 'NUMBER_INVALID'],
    ['hr', '5-', {}, 'NUMBER_INVALID'],
    ['hr', '1,2,3', {}, 'NUMBER_INVALID'],
    ['hr', '1.23,5', {}, 'NUMBER_INVALID'],
    ['hr', '1.5', {}, 'NUMBER_INVALID'],
    ['hr', '12.34.567', {}, 'NUMBER_INVALID'],
    ['hr', '.123', {}, 'NUMBER_INVALID'],
    ['hr', '1.234.', {}, 'NUMBER_INVALID'],
    ['hr', '1.234.,5', {}, 'NUMBER_INVALID'],
    ['hr', '1,23.4', {}, 'NUMBER_INVALID'],
    ['hr', ',', {}, 'NUMBER_INVALID'],
    ['hr', 'abc', {}, 'NUMBER_INVALID'],
    ['hr', '12 345', {}, 'NUMBER_INVALID'],
    ['hr', '+5', {}, 'NUMBER_INVALID'],
    ['hr', '1e5', {}, 'NUMBER_INVALID'],
    ['hr', '１２', {}, 'NUMBER_INVALID'],
    ['hr', '5 EUR', {}, 'NUMBER_INVALID'],
    // A dot only groups thousands in hr: "1234.50" is not 123450, and an English number is refused.
    ['hr', '1234.50', {}, 'NUMBER_INVALID'],
    ['hr', '1,234.50', {}, 'NUMBER_INVALID'],
    ['hr', '1.23,00', {}, 'NUMBER_INVALID'],
    ['hr', '1,2,3,45', {}, 'NUMBER_INVALID'],
    ['hr', '1,234', {}, 'NUMBER_TOO_MANY_DECIMALS'],
    ['hr', '-5,00', {}, 'NUMBER_NEGATIVE_NOT_ALLOWED'],
    ['en', '1,234,567,890,123.45', {}, 'NUMBER_TOO_MANY_INTEGER_DIGITS'],
    ['en', '12.345', {}, 'NUMBER_TOO_MANY_DECIMALS'],
    ['en', '-5', {}, 'NUMBER_NEGATIVE_NOT_ALLOWED'],
    ['en', '1,2,3', {}, 'NUMBER_INVALID'],
    ['en', '1.2.3', {}, 'NUMBER_INVALID'],
    ['en', '1,5', {}, 'NUMBER_INVALID'],
    ['en', '1.234,5', {}, 'NUMBER_INVALID'],
    ['en', '1.234,50', {}, 'NUMBER_INVALID'],
    ['en', '1,23.00', {}, 'NUMBER_INVALID'],
    ['en', '1.2.50', {}, 'NUMBER_INVALID'],
    ['en', '1.234', {}, 'NUMBER_TOO_MANY_DECIMALS'],
    ['en', 'abc', {}, 'NUMBER_INVALID'],
  ])('%s %j %j is %s', (locale, text, options, code) => {
    expect(parseNumberText(text, locale, options)).toEqual({ ok: false, code });
  });

  it('refuses text longer than any rule accepts', () => {
    expect(parseNumberText('1'.repeat(MAX_RULE_INPUT_LENGTH + 1), 'hr')).toEqual(
      refusal('NUMBER_INVALID'),
    );
  });

  it('round-trips random decimals through the display format in both locales', () => {
    fc.assert(
      fc.property(wireDecimals, locales, (decimal, locale) => {
        const signed = { signed: true };
        expect(parseNumberText(formatDecimalForLocale(decimal, locale), locale, signed)).toEqual({
          ok: true,
          value: decimal,
          warnings: [],
        });
        const [integer, fraction = ''] = decimal.split('.');
        const twoDecimals = `${integer}.${fraction.padEnd(2, '0')}`;
        const shown = formatDecimalForLocale(decimal, locale, { minDecimals: 2 });
        expect(parseNumberText(shown, locale, signed)).toMatchObject({ value: twoDecimals });
      }),
    );
  });

  it('answers only canonical decimals within the limits, and never a negative when unsigned', () => {
    fc.assert(
      fc.property(untrustedText, locales, fc.boolean(), (text, locale, signed) => {
        const result = parseNumberText(text, locale, { signed });
        if (!result.ok || result.value === null) return;
        expect(result.value).toMatch(/^-?(0|[1-9]\d{0,11})(\.\d{1,2})?$/);
        if (!signed) expect(text).not.toContain('-');
      }),
    );
  });
});

describe('formatDecimalForLocale', () => {
  it.each<[string, number, string, string]>([
    ['1234567.5', 2, '1.234.567,50', '1,234,567.50'],
    ['1234567.5', 0, '1.234.567,5', '1,234,567.5'],
    ['0', 0, '0', '0'],
    ['0', 2, '0,00', '0.00'],
    ['0.5', 0, '0,5', '0.5'],
    ['123', 0, '123', '123'],
    ['1234', 0, '1.234', '1,234'],
    ['100000', 0, '100.000', '100,000'],
    ['999999999999.99', 2, '999.999.999.999,99', '999,999,999,999.99'],
    ['0001.5', 2, '1,50', '1.50'],
    ['-1234.5', 2, '-1.234,50', '-1,234.50'],
    ['1.234', 2, '1,234', '1.234'],
    ['1,5', 2, '1,5', '1,5'],
    ['.5', 2, '.5', '.5'],
    ['1.', 2, '1.', '1.'],
    ['+1', 2, '+1', '+1'],
    ['abc', 2, 'abc', 'abc'],
    ['', 2, '', ''],
  ])('%j with %i decimals is hr %j and en %j', (decimal, minDecimals, hr, en) => {
    expect(formatDecimalForLocale(decimal, 'hr', { minDecimals })).toBe(hr);
    expect(formatDecimalForLocale(decimal, 'en', { minDecimals })).toBe(en);
  });
});

describe('maskNumberTyping', () => {
  it.each<[string, string]>([
    ['abc12,5x', '12,5'],
    [' 12 ', '12'],
    ['$1,000', '1,000'],
    ['１２', ''],
    ['', ''],
    // What would change the number stays for parseNumberText to refuse, never silently dropped.
    ['12,345', '12,345'],
    ['1,2,3', '1,2,3'],
    ['1,234.50', '1,234.50'],
    ['1234.50', '1234.50'],
    ['-5', '-5'],
    ['5-', '5-'],
    ['1234567890123', '1234567890123'],
  ])('%j keeps %j', (text, kept) => {
    expect(maskNumberTyping(text)).toBe(kept);
  });

  it('is idempotent, drops only what no number holds and keeps the order of the rest', () => {
    fc.assert(
      fc.property(untrustedText, (text) => {
        const kept = maskNumberTyping(text);
        expect(maskNumberTyping(kept)).toBe(kept);
        expect(kept).toMatch(/^[\d.,-]*$/);
        expect(kept).toBe(
          [...text.slice(0, MAX_RULE_INPUT_LENGTH)]
            .filter((character) => /^[\d.,-]$/.test(character))
            .join(''),
        );
      }),
    );
  });

  it('leaves every formatted number as it is, so parsing sees what was shown', () => {
    fc.assert(
      fc.property(wireDecimals, locales, (decimal, locale) => {
        const shown = formatDecimalForLocale(decimal, locale, { minDecimals: 2 });
        expect(maskNumberTyping(shown)).toBe(shown);
      }),
    );
  });
});

describe('untrusted text', () => {
  it('never makes any function throw', () => {
    fc.assert(
      fc.property(untrustedText, untrustedText, locales, fc.boolean(), (a, b, locale, signed) => {
        expect(() => {
          parseDateText(a, locale);
          parseDateText(a, locale, { required: true });
          formatDateForLocale(a, locale);
          applyDateTyping(a, b, locale);
          parseNumberText(a, locale, { signed });
          formatDecimalForLocale(a, locale, { minDecimals: 2 });
          maskNumberTyping(a);
        }).not.toThrow();
      }),
    );
  });
});

function refusal(code: string): { ok: false; code: string } {
  return { ok: false, code };
}

describe('formatInstantForLocale', () => {
  it('shows the Zagreb wall clock in winter time, in each language', () => {
    expect(formatInstantForLocale('2026-03-05T08:04:09.000Z', 'hr')).toBe('5.3.2026. 09:04:09');
    expect(formatInstantForLocale('2026-03-05T08:04:09.000Z', 'en')).toBe('3/5/2026 09:04:09');
  });

  it('moves to the next Zagreb day in summer time', () => {
    expect(formatInstantForLocale('2026-07-01T22:30:00Z', 'hr')).toBe('2.7.2026. 00:30:00');
  });

  it('leaves text that is not an instant as it is', () => {
    expect(formatInstantForLocale('not a date', 'hr')).toBe('not a date');
  });
});

describe('days a date field refuses', () => {
  const holidays = new Set(['2026-12-25', '2026-12-26']);

  it('refuses a weekend when weekends are disabled, and a listed day', () => {
    expect(findDayChoiceRefusal('2026-11-22', { isWeekendDisabled: true })).toBe('DATE_WEEKEND');
    expect(findDayChoiceRefusal('2026-11-22', {})).toBeUndefined();
    expect(findDayChoiceRefusal('2026-12-25', { unavailableDates: holidays })).toBe(
      'DATE_UNAVAILABLE',
    );
    expect(
      findDayChoiceRefusal('2026-11-23', { isWeekendDisabled: true, unavailableDates: holidays }),
    ).toBeUndefined();
  });

  it('are refused when typed, after the format and range checks', () => {
    expect(parseDateText('22.11.2026.', 'hr', { isWeekendDisabled: true })).toEqual({
      ok: false,
      code: 'DATE_WEEKEND',
      reason: 'WEEKEND',
      date: '2026-11-22',
    });
    expect(parseDateText('12/25/2026', 'en', { unavailableDates: holidays })).toEqual({
      ok: false,
      code: 'DATE_UNAVAILABLE',
      reason: 'UNAVAILABLE',
      date: '2026-12-25',
    });
    expect(parseDateText('25.12.2031.', 'hr', { unavailableDates: holidays })).toEqual({
      ok: false,
      code: 'DATE_OUT_OF_RANGE',
      reason: 'AFTER_MAX',
      date: '2031-12-25',
    });
  });
});

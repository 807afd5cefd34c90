import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, isIsoDate, type TIsoDate } from './iso-date';
import {
  getPeriodDateRange,
  PREDEFINED_PERIODS,
  validateDateRange,
  type TDateRange,
  type TPredefinedPeriod,
} from './periods';

// Any code point, lone surrogates included; cheaper to build than fc's 'binary' unit.
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code));

const days = fc
  .integer({ min: 0, max: 60_000 })
  .map((offset) => addDaysToIsoDate('1900-01-01', offset));

describe('getPeriodDateRange', () => {
  it.each<[TPredefinedPeriod, TIsoDate, TDateRange]>([
    ['ALL', '2026-11-22', { from: null, to: null }],
    ['CURRENT_DATE', '2026-11-22', { from: '2026-11-22', to: '2026-11-22' }],
    ['LAST_7_DAYS', '2026-11-22', { from: '2026-11-16', to: '2026-11-22' }],
    ['LAST_7_DAYS', '2026-03-03', { from: '2026-02-25', to: '2026-03-03' }],
    ['LAST_MONTH', '2026-11-22', { from: '2026-11-01', to: '2026-11-22' }],
    ['LAST_MONTH', '2026-11-01', { from: '2026-11-01', to: '2026-11-01' }],
    ['ONE_MONTH', '2026-11-22', { from: '2026-10-22', to: '2026-11-22' }],
    ['ONE_MONTH', '2026-03-31', { from: '2026-02-28', to: '2026-03-31' }],
    ['ONE_MONTH', '2026-01-15', { from: '2025-12-15', to: '2026-01-15' }],
    ['PREVIOUS_MONTH', '2026-11-22', { from: '2026-10-01', to: '2026-10-31' }],
    ['PREVIOUS_MONTH', '2024-03-31', { from: '2024-02-01', to: '2024-02-29' }],
    ['PREVIOUS_MONTH', '2026-01-01', { from: '2025-12-01', to: '2025-12-31' }],
    ['THREE_MONTHS', '2026-11-22', { from: '2026-08-22', to: '2026-11-22' }],
    ['THREE_MONTHS', '2026-05-31', { from: '2026-02-28', to: '2026-05-31' }],
    ['SIX_MONTHS', '2026-11-22', { from: '2026-05-22', to: '2026-11-22' }],
    ['SIX_MONTHS', '2026-03-15', { from: '2025-09-15', to: '2026-03-15' }],
    ['ONE_YEAR', '2026-11-22', { from: '2025-11-22', to: '2026-11-22' }],
    ['ONE_YEAR', '2024-02-29', { from: '2023-02-28', to: '2024-02-29' }],
  ])('%s on %s', (period, today, expected) => {
    expect(getPeriodDateRange(period, today)).toEqual(expected);
  });

  it('refuses a today that is not a date, a programmer error', () => {
    expect(() => getPeriodDateRange('CURRENT_DATE', '22.11.2026.')).toThrow();
  });

  it('always gives real dates with from <= to, ending today except the previous month', () => {
    fc.assert(
      fc.property(days, fc.constantFrom(...PREDEFINED_PERIODS), (today, period) => {
        const range = getPeriodDateRange(period, today);
        expect(validateDateRange(range.from, range.to)).toEqual({
          ok: true,
          value: range,
          warnings: [],
        });
        if (period === 'ALL') return;
        expect(isIsoDate(range.from ?? '') && isIsoDate(range.to ?? '')).toBe(true);
        if (period === 'PREVIOUS_MONTH') expect((range.to ?? '') < today).toBe(true);
        else expect(range.to).toBe(today);
      }),
    );
  });
});

describe('validateDateRange', () => {
  it.each<[TIsoDate | null, TIsoDate | null]>([
    [null, null],
    ['2026-01-01', null],
    [null, '2026-01-01'],
    ['2026-01-01', '2026-01-01'],
    ['2025-12-31', '2026-01-01'],
  ])('accepts %s .. %s', (from, to) => {
    expect(validateDateRange(from, to)).toEqual({ ok: true, value: { from, to }, warnings: [] });
  });

  it.each<[TIsoDate | null, TIsoDate | null, { ok: false; code: string; detail?: string }]>([
    ['2026-01-02', '2026-01-01', { ok: false, code: 'DATE_RANGE_START_AFTER_END' }],
    ['2027-01-01', '2026-12-31', { ok: false, code: 'DATE_RANGE_START_AFTER_END' }],
    ['22.11.2026.', null, { ok: false, code: 'DATE_INVALID', detail: 'from' }],
    ['', '2026-01-01', { ok: false, code: 'DATE_INVALID', detail: 'from' }],
    ['2026-01-01', '2026-02-30', { ok: false, code: 'DATE_INVALID', detail: 'to' }],
  ])('refuses %j .. %j', (from, to, expected) => {
    expect(validateDateRange(from, to)).toEqual(expected);
  });

  it('never throws on untrusted text', () => {
    const ends = fc.option(fc.oneof(fc.string(), fc.string({ unit: anyCodePoint }), days));
    fc.assert(
      fc.property(ends, ends, (from, to) => {
        expect(() => validateDateRange(from, to)).not.toThrow();
      }),
    );
  });
});

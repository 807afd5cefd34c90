import { describe, expect, it } from 'vitest';
import { checkAmountRange, checkFilters, countFilledFilters } from './filters';

describe('checkFilters', () => {
  it('asks for exactly one filled field when the screen says so', () => {
    expect(checkFilters({ oib: null, name: '' }, 'exactlyOne').ruleCode).toBe('FILTER_EXACTLY_ONE');
    expect(checkFilters({ oib: '12345678903', name: 'Slavonska' }, 'exactlyOne').ruleCode).toBe(
      'FILTER_EXACTLY_ONE',
    );
    expect(checkFilters({ oib: '12345678903', name: '  ' }, 'exactlyOne').ruleCode).toBeUndefined();
  });

  it('asks for at least one filled field, or nothing, as the screen says', () => {
    expect(checkFilters({ a: null, b: ' ' }, 'atLeastOne').ruleCode).toBe('FILTER_AT_LEAST_ONE');
    expect(checkFilters({ a: 'x', b: 'y' }, 'atLeastOne').ruleCode).toBeUndefined();
    expect(checkFilters({ a: null }, 'any').ruleCode).toBeUndefined();
  });

  it('refuses special characters and a description starting with - or :, field by field', () => {
    const checked = checkFilters(
      { name: 'Slavonska <script>', description: '-najam', reference: '' },
      'any',
      { name: { maxLength: 70 }, description: { maxLength: 140, isDescription: true } },
    );
    expect(Object.keys(checked.fieldCodes).sort()).toEqual(['description', 'name']);
  });

  it('hands on trimmed text and empty fields as null', () => {
    const checked = checkFilters({ name: '  Slavonska žitna ', empty: '   ', other: null }, 'any', {
      name: { maxLength: 70 },
    });
    expect(checked.values).toEqual({ name: 'Slavonska žitna', empty: null, other: null });
    expect(checked.filledCount).toBe(1);
    expect(countFilledFilters({ a: 'x', b: '', c: null })).toBe(1);
  });
});

describe('checkAmountRange', () => {
  it('allows open ends and equal ends, refuses a minimum above the maximum', () => {
    expect(checkAmountRange(undefined, undefined).ok).toBe(true);
    expect(checkAmountRange(100n, undefined).ok).toBe(true);
    expect(checkAmountRange(100n, 100n).ok).toBe(true);
    expect(checkAmountRange(101n, 100n)).toMatchObject({
      ok: false,
      code: 'AMOUNT_RANGE_MIN_ABOVE_MAX',
    });
  });
});

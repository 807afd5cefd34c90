import { describe, expect, it } from 'vitest';
import {
  addMonthsToYearMonth,
  formatMonth,
  listMonthsEndingAt,
  listSelectableMonths,
} from './month-range';

describe('month range', () => {
  it('moves across year ends both ways', () => {
    expect(addMonthsToYearMonth('2026-11', 2)).toBe('2027-01');
    expect(addMonthsToYearMonth('2026-02', -3)).toBe('2025-11');
    expect(addMonthsToYearMonth('2026-05', 0)).toBe('2026-05');
  });

  it('lists the months that end with a month, oldest first, as the chart draws them', () => {
    expect(listMonthsEndingAt('2026-02', 6)).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(listMonthsEndingAt('2026-02', 1)).toEqual(['2026-02']);
  });

  it('offers the selectable months newest first, starting with the latest', () => {
    const months = listSelectableMonths('2026-11', 24);
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2026-11');
    expect(months[1]).toBe('2026-10');
    expect(months[23]).toBe('2024-12');
  });

  it('names a month in the interface language', () => {
    expect(formatMonth('2026-11', 'hr', 'long')).toMatch(/^studeni 2026/);
    expect(formatMonth('2026-11', 'en', 'long')).toBe('November 2026');
    expect(formatMonth('2026-01', 'en', 'short')).toBe('Jan');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  addMonthsToIsoDate,
  formatIsoDate,
  getIsoDayNumber,
  getIsoWeekday,
  getZagrebInstant,
  getZagrebWallClock,
  parseIsoDate,
} from './iso-date';

describe('ISO business dates', () => {
  it('adds days across month, leap-year and century boundaries', () => {
    expect(addDaysToIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToIsoDate('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDaysToIsoDate('2000-12-31', 1)).toBe('2001-01-01');
    expect(addDaysToIsoDate('1900-03-01', -1)).toBe('1900-02-28');
    expect(getIsoDayNumber('1970-01-01')).toBe(0);
  });

  it('adds months clamping to the last day', () => {
    expect(addMonthsToIsoDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToIsoDate('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsToIsoDate('2026-11-22', -12)).toBe('2025-11-22');
  });

  it('knows the weekday', () => {
    expect(getIsoWeekday('2026-11-22')).toBe(7);
    expect(getIsoWeekday('2026-11-23')).toBe(1);
    expect(getIsoWeekday('1900-01-01')).toBe(1);
  });

  it('refuses dates that do not exist', () => {
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2024-13-01')).toBeUndefined();
    expect(parseIsoDate('2024-1-01')).toBeUndefined();
  });

  it('reads the Zagreb wall clock across daylight-saving changes', () => {
    expect(getZagrebWallClock(new Date('2026-03-29T00:30:00Z'))).toEqual({
      date: '2026-03-29',
      minutesOfDay: 90,
      time: '01:30:00',
    });
    expect(getZagrebWallClock(new Date('2026-03-29T01:30:00Z')).minutesOfDay).toBe(3 * 60 + 30);
    expect(getZagrebWallClock(new Date('2026-12-31T23:30:00Z'))).toEqual({
      date: '2027-01-01',
      minutesOfDay: 30,
      time: '00:30:00',
    });
  });

  it('finds the instant of a Zagreb wall-clock time in winter and in summer', () => {
    expect(getZagrebInstant('2026-11-20', 15 * 60 + 30).toISOString()).toBe(
      '2026-11-20T14:30:00.000Z',
    );
    expect(getZagrebInstant('2026-07-01', 9 * 60).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 4 * 60, max: 23 * 60 }),
        (dayNumber, minutesOfDay) => {
          const date = addDaysToIsoDate('2025-01-01', dayNumber);
          expect(getZagrebWallClock(getZagrebInstant(date, minutesOfDay))).toMatchObject({
            date,
            minutesOfDay,
          });
        },
      ),
    );
  });

  it('round-trips day numbers and agrees with the JavaScript calendar', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (dayNumber) => {
        const date = addDaysToIsoDate('1970-01-01', dayNumber);
        expect(getIsoDayNumber(date)).toBe(dayNumber);
        const js = new Date(Date.UTC(1970, 0, 1) + dayNumber * 86_400_000);
        expect(date).toBe(
          formatIsoDate(js.getUTCFullYear(), js.getUTCMonth() + 1, js.getUTCDate()),
        );
        expect(getIsoWeekday(date)).toBe(((js.getUTCDay() + 6) % 7) + 1);
      }),
    );
  });
});

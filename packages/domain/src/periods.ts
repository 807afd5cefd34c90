import { assert } from './assert';
import {
  addDaysToIsoDate,
  addMonthsToIsoDate,
  compareIsoDates,
  isIsoDate,
  parseIsoDate,
  type TIsoDate,
} from './iso-date';
import { fail, succeed, type TRuleResult } from './result';

/** The predefined periods of list filters (000 §9), in the order the spec names them. */
export const PREDEFINED_PERIODS = [
  'ALL',
  'CURRENT_DATE',
  'LAST_7_DAYS',
  'LAST_MONTH',
  'ONE_MONTH',
  'PREVIOUS_MONTH',
  'THREE_MONTHS',
  'SIX_MONTHS',
  'ONE_YEAR',
] as const;

export type TPredefinedPeriod = (typeof PREDEFINED_PERIODS)[number];

/** Both ends inclusive; null leaves that end open. */
export interface TDateRange {
  from: TIsoDate | null;
  to: TIsoDate | null;
}

function getFirstOfMonth(date: TIsoDate): TIsoDate {
  return addDaysToIsoDate(date, 1 - (parseIsoDate(date)?.day ?? 1));
}

function getMonthsBack(today: TIsoDate, months: number): TDateRange {
  return { from: addMonthsToIsoDate(today, -months), to: today };
}

/**
 * The dates a predefined period covers on `today`:
 * - LAST_7_DAYS counts seven calendar days including today;
 * - LAST_MONTH is the current calendar month so far, PREVIOUS_MONTH the whole month before it;
 * - ONE_MONTH, THREE_MONTHS, SIX_MONTHS and ONE_YEAR start on the same day of the month n months
 *   back (the month's last day when it is shorter), so the From field shows the day users expect.
 */
export function getPeriodDateRange(period: TPredefinedPeriod, today: TIsoDate): TDateRange {
  assert(isIsoDate(today), `today is not a YYYY-MM-DD date: ${today}`);
  switch (period) {
    case 'ALL':
      return { from: null, to: null };
    case 'CURRENT_DATE':
      return { from: today, to: today };
    case 'LAST_7_DAYS':
      return { from: addDaysToIsoDate(today, -6), to: today };
    case 'LAST_MONTH':
      return { from: getFirstOfMonth(today), to: today };
    case 'PREVIOUS_MONTH':
      return {
        from: addMonthsToIsoDate(getFirstOfMonth(today), -1),
        to: addDaysToIsoDate(getFirstOfMonth(today), -1),
      };
    case 'ONE_MONTH':
      return getMonthsBack(today, 1);
    case 'THREE_MONTHS':
      return getMonthsBack(today, 3);
    case 'SIX_MONTHS':
      return getMonthsBack(today, 6);
    case 'ONE_YEAR':
      return getMonthsBack(today, 12);
  }
}

/**
 * A from–to filter, either end open. The ends may come from a URL, so each must be a real
 * `YYYY-MM-DD` date (DATE_INVALID names the end at fault as detail).
 */
export function validateDateRange(
  from: TIsoDate | null,
  to: TIsoDate | null,
): TRuleResult<TDateRange> {
  if (from !== null && !isIsoDate(from)) return fail('DATE_INVALID', 'from');
  if (to !== null && !isIsoDate(to)) return fail('DATE_INVALID', 'to');
  if (from !== null && to !== null && compareIsoDates(from, to) > 0) {
    return fail('DATE_RANGE_START_AFTER_END');
  }
  return succeed({ from, to });
}

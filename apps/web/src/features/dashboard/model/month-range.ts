import { addMonthsToIsoDate, toBcp47, type TLocale } from '@poslovno/domain';

/** A calendar month as the statistics call names it: YYYY-MM. */
export type TYearMonth = string;

/** How many months the chart shows, ending with the chosen one (the call's default too). */
export const STATISTICS_MONTHS_SHOWN = 6;
/** How far back the month selector goes from the latest month, two years. */
export const SELECTABLE_MONTHS = 24;

export function addMonthsToYearMonth(month: TYearMonth, offset: number): TYearMonth {
  return addMonthsToIsoDate(`${month}-01`, offset).slice(0, 7);
}

/** The `count` months that end with `lastMonth`, oldest first: the chart's bars, left to right. */
export function listMonthsEndingAt(lastMonth: TYearMonth, count: number): TYearMonth[] {
  return Array.from({ length: count }, (_, index) =>
    addMonthsToYearMonth(lastMonth, index - count + 1),
  );
}

/** The month selector's choices, newest first, from the latest month the bank reports. */
export function listSelectableMonths(latestMonth: TYearMonth, count: number): TYearMonth[] {
  return listMonthsEndingAt(latestMonth, count).reverse();
}

/**
 * "studeni 2026." / "November 2026" (long), "stu" / "Nov" (short). The month is formatted at noon
 * UTC of its first day, so no time zone moves it into the month before.
 */
export function formatMonth(month: TYearMonth, locale: TLocale, style: 'long' | 'short'): string {
  const date = new Date(`${month}-01T12:00:00.000Z`);
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(toBcp47(locale), options).format(date);
}

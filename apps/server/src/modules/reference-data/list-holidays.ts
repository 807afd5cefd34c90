import type { THolidayCalendar, THolidays } from '@poslovno/contract';
import {
  compareIsoDates,
  getZagrebWallClock,
  listCroatianPublicHolidays,
  listTarget2ClosingDays,
  type TCalendarHoliday,
  type TLocale,
} from '@poslovno/domain';
import type { TClock } from '../../platform/clock';

/** The year it is in Zagreb by the bank's clock. */
export function readCurrentYear(clock: TClock): number {
  return Number(getZagrebWallClock(clock.now()).date.slice(0, 4));
}

/**
 * The holidays of a year from the domain calendar (computed, never stored): one item per holiday,
 * with the calendars closed that day. A day both calendars close under the same name (Christmas)
 * is one item; two holidays on one day (Statehood Day and Corpus Christi in 2024) are two.
 */
export function listHolidays(year: number, locale: TLocale): THolidays {
  const domestic = listCroatianPublicHolidays(year);
  const target2 = listTarget2ClosingDays(year);
  const closedBy = (date: string): THolidayCalendar[] => [
    ...(domestic.some((holiday) => holiday.date === date) ? (['DOMESTIC'] as const) : []),
    ...(target2.some((holiday) => holiday.date === date) ? (['TARGET2'] as const) : []),
  ];
  const holidays = new Map<string, TCalendarHoliday>();
  for (const holiday of [...domestic, ...target2])
    holidays.set(`${holiday.date} ${holiday.nameHr}`, holiday);
  const items = [...holidays.values()]
    .sort((left, right) => compareIsoDates(left.date, right.date))
    .map((holiday) => ({
      date: holiday.date,
      name: locale === 'hr' ? holiday.nameHr : holiday.nameEn,
      channels: closedBy(holiday.date),
    }));
  return { items };
}

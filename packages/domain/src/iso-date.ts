import { assert } from './assert';

/**
 * Business dates are `YYYY-MM-DD` strings in Europe/Zagreb (DESIGN.md §7). Arithmetic goes through
 * a day number (days since 1970-01-01, proleptic Gregorian) so no time zone or DST can shift a date.
 */
export type TIsoDate = string;

export const BANK_TIME_ZONE = 'Europe/Zagreb';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function getDaysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= getDaysInMonth(year, month)
  );
}

export function formatIsoDate(year: number, month: number, day: number): TIsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The year, month and day of a `YYYY-MM-DD` text, or undefined when it is not a real date. */
export function parseIsoDate(
  text: string,
): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== undefined;
}

// Days from civil, after Howard Hinnant's public-domain algorithm.
function toDayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthIndex = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthIndex + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): TIsoDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatIsoDate(year, month, day);
}

function requireIsoDate(date: TIsoDate): { year: number; month: number; day: number } {
  const parts = parseIsoDate(date);
  assert(parts, `not a YYYY-MM-DD date: ${date}`);
  return parts;
}

export function getIsoDayNumber(date: TIsoDate): number {
  const { year, month, day } = requireIsoDate(date);
  return toDayNumber(year, month, day);
}

export function addDaysToIsoDate(date: TIsoDate, days: number): TIsoDate {
  return fromDayNumber(getIsoDayNumber(date) + days);
}

/** Adds calendar months, clamping the day to the target month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToIsoDate(date: TIsoDate, months: number): TIsoDate {
  const { year, month, day } = requireIsoDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return formatIsoDate(
    targetYear,
    targetMonth,
    Math.min(day, getDaysInMonth(targetYear, targetMonth)),
  );
}

/** ISO weekday: 1 Monday .. 7 Sunday. */
export function getIsoWeekday(date: TIsoDate): number {
  const dayNumber = getIsoDayNumber(date);
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

export function isWeekend(date: TIsoDate): boolean {
  return getIsoWeekday(date) >= 6;
}

/** Negative, zero or positive like a comparator; YYYY-MM-DD strings order as text. */
export function compareIsoDates(a: TIsoDate, b: TIsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const zagrebFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The bank's wall clock at an instant: the Zagreb business date, minutes since local midnight and
 * the time of day as HH:MM:SS.
 */
export function getZagrebWallClock(instant: Date): {
  date: TIsoDate;
  minutesOfDay: number;
  time: string;
} {
  const parts = Object.fromEntries(
    zagrebFormatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const date = formatIsoDate(Number(parts.year), Number(parts.month), Number(parts.day));
  return {
    date,
    minutesOfDay: Number(parts.hour) * 60 + Number(parts.minute),
    time: `${parts.hour ?? '00'}:${parts.minute ?? '00'}:${parts.second ?? '00'}`,
  };
}

/** The instant at which the bank's wall clock shows a date and time of day (minutes since midnight). */
export function getZagrebInstant(date: TIsoDate, minutesOfDay: number): Date {
  const wallAsUtcMs = Date.parse(`${date}T00:00:00.000Z`) + minutesOfDay * 60_000;
  // The offset at the guess is the offset at the answer except within an hour of a DST switch.
  const guess = new Date(wallAsUtcMs);
  const seen = getZagrebWallClock(guess);
  const seenAsUtcMs = Date.parse(`${seen.date}T00:00:00.000Z`) + seen.minutesOfDay * 60_000;
  return new Date(wallAsUtcMs - (seenAsUtcMs - wallAsUtcMs));
}

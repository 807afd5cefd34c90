import { DATE_INPUT_MAX, DATE_INPUT_MIN } from './locale-input';
import { assert } from './assert';
import type { TIsoDate } from './iso-date';
import {
  addDaysToIsoDate,
  compareIsoDates,
  formatIsoDate,
  getIsoDayNumber,
  getZagrebWallClock,
  isWeekend,
  parseIsoDate,
} from './iso-date';
import type { TRuleResult } from './result';
import { fail, MAX_RULE_INPUT_LENGTH, succeed } from './result';

/**
 * The bank's business calendar (000 §5, §9): Croatian public holidays, TARGET2 closing days, the
 * order cut-off and the execution-date rules built on them. Time is always passed in.
 */

export const PAYMENT_CHANNELS = ['DOMESTIC', 'INTERNAL', 'SEPA', 'FOREIGN', 'INSTANT'] as const;
export type TPaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const URGENCIES = ['NORMAL', 'URGENT', 'INSTANT'] as const;
export type TUrgency = (typeof URGENCIES)[number];

export interface TCalendarConfig {
  /** Wall-clock minutes after Zagreb midnight from which today is no longer possible. */
  orderCutoffMinutes: number;
  urgentCutoffMinutes: number;
  /** The range any typed execution date or calendar query must fall in. */
  inputMinDate: TIsoDate;
  inputMaxDate: TIsoDate;
  /** A SEPA file may be dated up to 31 December of this many years after today's year. */
  sepaMaxYearsAhead: number;
}

export const DEFAULT_CALENDAR_CONFIG: TCalendarConfig = {
  orderCutoffMinutes: 15 * 60 + 30,
  urgentCutoffMinutes: 16 * 60,
  inputMinDate: DATE_INPUT_MIN,
  inputMaxDate: DATE_INPUT_MAX,
  sepaMaxYearsAhead: 1,
};

/** Date pickers ask for a few months; a bigger span is refused so a query cannot make us loop. */
export const MAX_NON_BUSINESS_DAYS_SPAN_DAYS = 800;

export interface TCalendarHoliday {
  readonly date: TIsoDate;
  readonly nameHr: string;
  readonly nameEn: string;
}

type THolidayRule = {
  nameHr: string;
  nameEn: string;
  firstYear?: number;
  lastYear?: number;
} & ({ month: number; day: number } | { easterOffsetDays: number });

/** NN 110/2019 moved Statehood Day, dropped Independence Day and added Remembrance Day from 2020. */
const CROATIAN_HOLIDAY_RULES: readonly THolidayRule[] = [
  { month: 1, day: 1, nameHr: 'Nova godina', nameEn: "New Year's Day" },
  { month: 1, day: 6, nameHr: 'Bogojavljenje ili Sveta tri kralja', nameEn: 'Epiphany' },
  { easterOffsetDays: 0, nameHr: 'Uskrs', nameEn: 'Easter Sunday' },
  { easterOffsetDays: 1, nameHr: 'Uskrsni ponedjeljak', nameEn: 'Easter Monday' },
  { month: 5, day: 1, nameHr: 'Praznik rada', nameEn: 'Labour Day' },
  { month: 5, day: 30, firstYear: 2020, nameHr: 'Dan državnosti', nameEn: 'Statehood Day' },
  { easterOffsetDays: 60, nameHr: 'Tijelovo', nameEn: 'Corpus Christi' },
  {
    month: 6,
    day: 22,
    nameHr: 'Dan antifašističke borbe',
    nameEn: 'Anti-Fascist Struggle Day',
  },
  { month: 6, day: 25, lastYear: 2019, nameHr: 'Dan državnosti', nameEn: 'Statehood Day' },
  {
    month: 8,
    day: 5,
    nameHr: 'Dan pobjede i domovinske zahvalnosti i Dan hrvatskih branitelja',
    nameEn: 'Victory and Homeland Thanksgiving Day and the Day of Croatian Defenders',
  },
  { month: 8, day: 15, nameHr: 'Velika Gospa', nameEn: 'Assumption of Mary' },
  { month: 10, day: 8, lastYear: 2019, nameHr: 'Dan neovisnosti', nameEn: 'Independence Day' },
  { month: 11, day: 1, nameHr: 'Svi sveti', nameEn: "All Saints' Day" },
  {
    month: 11,
    day: 18,
    firstYear: 2020,
    nameHr: 'Dan sjećanja na žrtve Domovinskog rata i Dan sjećanja na žrtvu Vukovara i Škabrnje',
    nameEn: 'Remembrance Day',
  },
  { month: 12, day: 25, nameHr: 'Božić', nameEn: 'Christmas Day' },
  { month: 12, day: 26, nameHr: 'Sveti Stjepan', nameEn: "St Stephen's Day" },
];

const TARGET2_CLOSING_DAY_RULES: readonly THolidayRule[] = [
  { month: 1, day: 1, nameHr: 'Nova godina', nameEn: "New Year's Day" },
  { easterOffsetDays: -2, nameHr: 'Veliki petak', nameEn: 'Good Friday' },
  { easterOffsetDays: 1, nameHr: 'Uskrsni ponedjeljak', nameEn: 'Easter Monday' },
  { month: 5, day: 1, nameHr: 'Praznik rada', nameEn: 'Labour Day' },
  { month: 12, day: 25, nameHr: 'Božić', nameEn: 'Christmas Day' },
  { month: 12, day: 26, nameHr: 'Sveti Stjepan', nameEn: "St Stephen's Day" },
];

function assertCalendarYear(year: number): void {
  assert(Number.isInteger(year) && year >= 1 && year <= 9999, `not a calendar year: ${year}`);
}

/** Gregorian Easter Sunday by the anonymous (Meeus/Jones/Butcher) computus. */
export function getEasterSunday(year: number): TIsoDate {
  assertCalendarYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate(year, month, day);
}

function listHolidaysByRules(year: number, rules: readonly THolidayRule[]): TCalendarHoliday[] {
  assertCalendarYear(year);
  const easterSunday = getEasterSunday(year);
  return rules
    .filter((rule) => year >= (rule.firstYear ?? year) && year <= (rule.lastYear ?? year))
    .map((rule) => ({
      date:
        'easterOffsetDays' in rule
          ? addDaysToIsoDate(easterSunday, rule.easterOffsetDays)
          : formatIsoDate(year, rule.month, rule.day),
      nameHr: rule.nameHr,
      nameEn: rule.nameEn,
    }))
    .sort((left, right) => compareIsoDates(left.date, right.date));
}

/**
 * Croatian public holidays (NN 110/2019 from 2020, the earlier law before), sorted by date. Two
 * holidays can share a date (Corpus Christi on 30 May in 2024); both are listed.
 */
export function listCroatianPublicHolidays(year: number): readonly TCalendarHoliday[] {
  return listHolidaysByRules(year, CROATIAN_HOLIDAY_RULES);
}

/** Days TARGET2 is closed, so SEPA and foreign payments do not settle, sorted by date. */
export function listTarget2ClosingDays(year: number): readonly TCalendarHoliday[] {
  return listHolidaysByRules(year, TARGET2_CLOSING_DAY_RULES);
}

function getYearOf(date: TIsoDate): number {
  const parts = parseIsoDate(date);
  assert(parts, `not a YYYY-MM-DD date: ${date}`);
  return parts.year;
}

function isListedIn(date: TIsoDate, holidays: readonly TCalendarHoliday[]): boolean {
  return holidays.some((holiday) => holiday.date === date);
}

/** Instant payments settle on every calendar day; the others only when their system is open. */
export function isBusinessDay(date: TIsoDate, channel: TPaymentChannel): boolean {
  if (channel === 'INSTANT') return true;
  if (isWeekend(date)) return false;
  const year = getYearOf(date);
  return channel === 'SEPA' || channel === 'FOREIGN'
    ? !isListedIn(date, listTarget2ClosingDays(year))
    : !isListedIn(date, listCroatianPublicHolidays(year));
}

/** The date itself when it is a business day of the channel, else the first one after it. */
export function getNextBusinessDay(date: TIsoDate, channel: TPaymentChannel): TIsoDate {
  let candidate = date;
  while (!isBusinessDay(candidate, channel)) candidate = addDaysToIsoDate(candidate, 1);
  return candidate;
}

/** A date typed by a user or sent by a client: `YYYY-MM-DD`, surrounding spaces ignored. */
function parseIsoDateText(text: string): TRuleResult<TIsoDate> {
  if (text.length > MAX_RULE_INPUT_LENGTH) return fail('DATE_INVALID');
  const trimmed = text.trim();
  if (trimmed === '') return fail('DATE_REQUIRED');
  return parseIsoDate(trimmed) ? succeed(trimmed) : fail('DATE_INVALID');
}

function isWithinInputRange(date: TIsoDate, config: TCalendarConfig): boolean {
  return (
    compareIsoDates(date, config.inputMinDate) >= 0 &&
    compareIsoDates(date, config.inputMaxDate) <= 0
  );
}

/**
 * The non-business days of a channel from `fromText` to `toText` inclusive, for date pickers.
 * `detail` names the bound at fault.
 */
export function listNonBusinessDays(
  fromText: string,
  toText: string,
  channel: TPaymentChannel,
  config: TCalendarConfig = DEFAULT_CALENDAR_CONFIG,
): TRuleResult<readonly TIsoDate[]> {
  const from = parseIsoDateText(fromText);
  if (!from.ok) return fail(from.code, 'from');
  const to = parseIsoDateText(toText);
  if (!to.ok) return fail(to.code, 'to');
  if (!isWithinInputRange(from.value, config)) return fail('DATE_OUT_OF_RANGE', 'from');
  if (!isWithinInputRange(to.value, config)) return fail('DATE_OUT_OF_RANGE', 'to');
  const spanDays = getIsoDayNumber(to.value) - getIsoDayNumber(from.value) + 1;
  if (spanDays <= 0) return fail('DATE_RANGE_START_AFTER_END');
  if (spanDays > MAX_NON_BUSINESS_DAYS_SPAN_DAYS) return fail('DATE_OUT_OF_RANGE', 'span');
  const dates = Array.from({ length: spanDays }, (_, offset) =>
    addDaysToIsoDate(from.value, offset),
  );
  return succeed(dates.filter((date) => !isBusinessDay(date, channel)));
}

/** Instant urgency rides the instant scheme whatever account pair the order names. */
function getSettlementChannel(channel: TPaymentChannel, urgency: TUrgency): TPaymentChannel {
  return urgency === 'INSTANT' ? 'INSTANT' : channel;
}

function getCutoffMinutes(urgency: TUrgency, config: TCalendarConfig): number {
  return urgency === 'URGENT' ? config.urgentCutoffMinutes : config.orderCutoffMinutes;
}

function readZagrebWallClock(instant: Date): { date: TIsoDate; minutesOfDay: number } {
  assert(!Number.isNaN(instant.getTime()), 'not a valid instant');
  return getZagrebWallClock(instant);
}

/**
 * The earliest execution date an order placed at `instant` can still get. The cut-off is a
 * Zagreb wall-clock time, so it holds on daylight-saving days too; at the cut-off minute itself
 * (15:30:00) today is already gone.
 */
export function getNextPossibleExecutionDate(
  instant: Date,
  channel: TPaymentChannel,
  urgency: TUrgency,
  config: TCalendarConfig = DEFAULT_CALENDAR_CONFIG,
): TIsoDate {
  const { date: today, minutesOfDay } = readZagrebWallClock(instant);
  const settlementChannel = getSettlementChannel(channel, urgency);
  if (settlementChannel === 'INSTANT') return today;
  if (isBusinessDay(today, settlementChannel) && minutesOfDay < getCutoffMinutes(urgency, config)) {
    return today;
  }
  return getNextBusinessDay(addDaysToIsoDate(today, 1), settlementChannel);
}

export interface TExecutionDateContext {
  now: Date;
  channel: TPaymentChannel;
  urgency: TUrgency;
  /** Product limits, e.g. a standing order's first date; trusted `YYYY-MM-DD`. */
  minDate?: TIsoDate;
  maxDate?: TIsoDate;
}

function assertOptionalIsoDate(date: TIsoDate | undefined): void {
  assert(date === undefined || parseIsoDate(date), `not a YYYY-MM-DD date: ${date}`);
}

/**
 * Whether an execution date is acceptable on the calendar: not past, inside the input range, a
 * business day of the channel and within the product's limits. The cut-off is not judged here.
 */
export function validateExecutionDate(
  text: string,
  context: TExecutionDateContext,
  config: TCalendarConfig = DEFAULT_CALENDAR_CONFIG,
): TRuleResult<TIsoDate> {
  assertOptionalIsoDate(context.minDate);
  assertOptionalIsoDate(context.maxDate);
  const parsed = parseIsoDateText(text);
  if (!parsed.ok) return parsed;
  const date = parsed.value;
  const today = readZagrebWallClock(context.now).date;
  if (compareIsoDates(date, today) < 0) return fail('EXECUTION_DATE_IN_PAST');
  if (!isWithinInputRange(date, config)) return fail('DATE_OUT_OF_RANGE');
  if (!isBusinessDay(date, getSettlementChannel(context.channel, context.urgency))) {
    return fail('EXECUTION_DATE_NOT_BUSINESS_DAY');
  }
  if (context.minDate !== undefined && compareIsoDates(date, context.minDate) < 0) {
    return fail('EXECUTION_DATE_BEFORE_MINIMUM');
  }
  if (context.maxDate !== undefined && compareIsoDates(date, context.maxDate) > 0) {
    return fail('EXECUTION_DATE_AFTER_MAXIMUM');
  }
  return succeed(date);
}

/**
 * The execution date stored when an order is created or edited. A date the cut-off has taken
 * (today, after 15:30) moves to the next possible date with EXECUTION_DATE_MOVED, so saving never
 * loses the user's work; a move past the product's maximum is refused instead.
 */
export function resolveExecutionDateOnSave(
  text: string,
  context: TExecutionDateContext,
  config: TCalendarConfig = DEFAULT_CALENDAR_CONFIG,
): TRuleResult<TIsoDate> {
  const validated = validateExecutionDate(text, context, config);
  if (!validated.ok) return validated;
  const nextPossibleDate = getNextPossibleExecutionDate(
    context.now,
    context.channel,
    context.urgency,
    config,
  );
  if (compareIsoDates(validated.value, nextPossibleDate) >= 0) return validated;
  if (context.maxDate !== undefined && compareIsoDates(nextPossibleDate, context.maxDate) > 0) {
    return fail('AFTER_CUT_OF_TIME');
  }
  return succeed(nextPossibleDate, ['EXECUTION_DATE_MOVED']);
}

/**
 * Signing never moves the date: what is signed must be what executes, so a date the cut-off has
 * taken is refused and the user changes it (and signs the change).
 */
export function checkSigningCutoff(
  executionDate: TIsoDate,
  signingInstant: Date,
  channel: TPaymentChannel,
  urgency: TUrgency,
  config: TCalendarConfig = DEFAULT_CALENDAR_CONFIG,
): TRuleResult<TIsoDate> {
  const parsed = parseIsoDateText(executionDate);
  if (!parsed.ok) return parsed;
  const nextPossibleDate = getNextPossibleExecutionDate(signingInstant, channel, urgency, config);
  return compareIsoDates(parsed.value, nextPossibleDate) < 0
    ? fail('AFTER_CUT_OF_TIME')
    : succeed(parsed.value);
}

/** Financing orders are taken only on a domestic business day before the order cut-off. */
export function checkOrderPlacementWindow(
  instant: Date,
  config: TCalendarConfig = DEFAULT_CALENDAR_CONFIG,
): TRuleResult<TIsoDate> {
  const { date: today, minutesOfDay } = readZagrebWallClock(instant);
  return isBusinessDay(today, 'DOMESTIC') && minutesOfDay < config.orderCutoffMinutes
    ? succeed(today)
    : fail('AFTER_CUT_OF_TIME');
}

/** A SEPA file's execution date: from today to 31 December of the year after (by default). */
export function validateSepaFileExecutionDate(
  text: string,
  today: TIsoDate,
  config: TCalendarConfig = DEFAULT_CALENDAR_CONFIG,
): TRuleResult<TIsoDate> {
  const lastYear = getYearOf(today) + config.sepaMaxYearsAhead;
  const parsed = parseIsoDateText(text);
  if (!parsed.ok) return parsed;
  const isTooLate = getYearOf(parsed.value) > lastYear;
  return compareIsoDates(parsed.value, today) < 0 || isTooLate
    ? fail('SEPA_EXECUTION_DATE_OUT_OF_RANGE')
    : succeed(parsed.value);
}

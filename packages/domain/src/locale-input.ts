import { AMOUNT_MAX_DECIMALS, AMOUNT_MAX_INTEGER_DIGITS } from './money';
import {
  getZagrebWallClock,
  compareIsoDates,
  formatIsoDate,
  isRealDate,
  isWeekend,
  parseIsoDate,
  type TIsoDate,
} from './iso-date';
import type { TLocale } from './locale';
import type { TErrorCode } from './error-codes';
import {
  fail,
  MAX_RULE_INPUT_LENGTH,
  succeed,
  type TRuleFailure,
  type TRuleResult,
} from './result';

/**
 * Dates and numbers as a person types them (000 §5): hr "22.11.2026." and "1.234,50",
 * en "11/22/2026" and "1,234.50". The web app's date and number fields call these on every
 * keystroke (applyDateTyping, maskNumberTyping) and on Enter or blur (parse*).
 */

export const DATE_INPUT_MIN: TIsoDate = '1900-01-01';
export const DATE_INPUT_MAX: TIsoDate = '2030-12-01';

export interface TDayChoiceOptions {
  /** Saturdays and Sundays cannot be chosen (DATE_WEEKEND). */
  isWeekendDisabled?: boolean;
  /** Days that cannot be chosen, such as holidays (DATE_UNAVAILABLE). */
  unavailableDates?: ReadonlySet<TIsoDate>;
}

export interface TDateInputOptions extends TDayChoiceOptions {
  minDate?: TIsoDate;
  maxDate?: TIsoDate;
  /** An empty field answers DATE_REQUIRED instead of null. */
  required?: boolean;
  /** The bank's day: where minDate allows no past day, an earlier date is refused as PAST. */
  today?: TIsoDate;
}

/**
 * Why a typed date is refused, for a message that names the rule: REQUIRED (empty), FORMAT (not
 * the locale's pattern), NOT_REAL (a day the calendar lacks, such as 31.2.), PAST, BEFORE_MIN,
 * AFTER_MAX, WEEKEND and UNAVAILABLE (a listed day such as a holiday).
 */
export type TDateRefusalReason =
  | 'REQUIRED'
  | 'FORMAT'
  | 'NOT_REAL'
  | 'PAST'
  | 'BEFORE_MIN'
  | 'AFTER_MAX'
  | 'WEEKEND'
  | 'UNAVAILABLE';

/** A refused date text: the rule's code as every rule answers it, plus what a message needs. */
export interface TDateRefusal extends TRuleFailure {
  readonly reason: TDateRefusalReason;
  /** The refused day, when the text names a real one. */
  readonly date?: TIsoDate;
}

export type TDateTextResult = Extract<TRuleResult<TIsoDate | null>, { ok: true }> | TDateRefusal;

const DATE_REFUSAL_CODES: Readonly<Record<TDateRefusalReason, TErrorCode>> = {
  REQUIRED: 'DATE_REQUIRED',
  FORMAT: 'DATE_INVALID',
  NOT_REAL: 'DATE_INVALID',
  PAST: 'DATE_OUT_OF_RANGE',
  BEFORE_MIN: 'DATE_OUT_OF_RANGE',
  AFTER_MAX: 'DATE_OUT_OF_RANGE',
  WEEKEND: 'DATE_WEEKEND',
  UNAVAILABLE: 'DATE_UNAVAILABLE',
};

function acceptDate(value: TIsoDate | null): TDateTextResult {
  return { ok: true, value, warnings: [] };
}

function refuseDate(reason: TDateRefusalReason, date?: TIsoDate): TDateRefusal {
  const code = DATE_REFUSAL_CODES[reason];
  return date === undefined ? { ok: false, code, reason } : { ok: false, code, reason, date };
}

/**
 * Why a real date cannot be chosen in a date field that disables weekends or a list of days
 * (000 §2), or undefined when it can; the calendar disables the same days.
 */
export function findDayChoiceRefusal(
  date: TIsoDate,
  options: TDayChoiceOptions,
): 'DATE_WEEKEND' | 'DATE_UNAVAILABLE' | undefined {
  if (options.isWeekendDisabled === true && isWeekend(date)) return 'DATE_WEEKEND';
  return options.unavailableDates?.has(date) === true ? 'DATE_UNAVAILABLE' : undefined;
}

// hr closes the year with a dot too ("22.11.2026."), en has no separator after the year.
const DATE_SEPARATORS: Record<TLocale, { separator: string; count: number }> = {
  hr: { separator: '.', count: 3 },
  en: { separator: '/', count: 2 },
};

// hr tolerates spaces after the dots ("22. 11. 2026.") because that is how Croatian is printed.
const HR_DATE_PATTERN = /^(\d{1,2})\. *(\d{1,2})\. *(\d{4})\.?$/;
const EN_DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function readDateParts(
  text: string,
  locale: TLocale,
): { year: number; month: number; day: number } | undefined {
  const match = (locale === 'hr' ? HR_DATE_PATTERN : EN_DATE_PATTERN).exec(text);
  if (!match) return undefined;
  const [first, second] = [Number(match[1]), Number(match[2])];
  const year = Number(match[3]);
  return locale === 'hr'
    ? { year, month: second, day: first }
    : { year, month: first, day: second };
}

function findRangeRefusal(date: TIsoDate, options: TDateInputOptions): TDateRefusal | undefined {
  const minDate = options.minDate ?? DATE_INPUT_MIN;
  if (compareIsoDates(date, minDate) < 0) {
    const { today } = options;
    // "In the past" tells the rule only where no past day is allowed; 1.1.1899 is before 1900.
    const isPast =
      today !== undefined &&
      compareIsoDates(date, today) < 0 &&
      compareIsoDates(minDate, today) >= 0;
    return refuseDate(isPast ? 'PAST' : 'BEFORE_MIN', date);
  }
  if (compareIsoDates(date, options.maxDate ?? DATE_INPUT_MAX) > 0) {
    return refuseDate('AFTER_MAX', date);
  }
  return undefined;
}

/**
 * A date typed in the locale's format: hr `d.M.yyyy.` (trailing dot and zero padding optional),
 * en `M/d/yyyy` (padding optional). Empty text is null: clearing the field empties the value.
 * A refusal says which rule the text broke and, for a real day, which day, so the field can say
 * "25.12.2026. is a holiday" rather than only that the date is wrong.
 */
export function parseDateText(
  text: string,
  locale: TLocale,
  options: TDateInputOptions = {},
): TDateTextResult {
  if (text.length > MAX_RULE_INPUT_LENGTH) return refuseDate('FORMAT');
  const trimmed = text.trim();
  if (trimmed === '') return options.required ? refuseDate('REQUIRED') : acceptDate(null);
  const parts = readDateParts(trimmed, locale);
  if (!parts) return refuseDate('FORMAT');
  if (!isRealDate(parts.year, parts.month, parts.day)) return refuseDate('NOT_REAL');
  const date = formatIsoDate(parts.year, parts.month, parts.day);
  const rangeRefusal = findRangeRefusal(date, options);
  if (rangeRefusal) return rangeRefusal;
  const dayRefusal = findDayChoiceRefusal(date, options);
  if (dayRefusal === 'DATE_WEEKEND') return refuseDate('WEEKEND', date);
  if (dayRefusal === 'DATE_UNAVAILABLE') return refuseDate('UNAVAILABLE', date);
  return acceptDate(date);
}

/**
 * hr "5.3.2026.", en "3/5/2026", unpadded as 000 §5 displays them. Text that is not a real
 * `YYYY-MM-DD` date comes back unchanged, so a bad value shows as it is instead of breaking a screen.
 */
export function formatDateForLocale(date: TIsoDate, locale: TLocale): string {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  const { year, month, day } = parts;
  return locale === 'hr' ? `${day}.${month}.${year}.` : `${month}/${day}/${year}`;
}

/**
 * An instant as the bank's wall clock shows it (Europe/Zagreb), the date written as 000 §5 writes
 * it in the interface language: hr "5.3.2026. 09:04:09", en "3/5/2026 09:04:09". Text that is not
 * an instant comes back unchanged, so a bad value shows as it is instead of breaking a screen.
 */
export function formatInstantForLocale(instant: string, locale: TLocale): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  const { date, time } = getZagrebWallClock(at);
  return `${formatDateForLocale(date, locale)} ${time}`;
}

function keepDateCharacters(text: string, locale: TLocale): string {
  const pattern = locale === 'hr' ? /[^\d. ]/g : /[^\d/]/g;
  return text.slice(0, MAX_RULE_INPUT_LENGTH).replace(pattern, '');
}

function normaliseDateSegment(segment: string, max: number): string {
  const match = /^( *)(\d+)$/.exec(segment);
  if (!match) return segment;
  // Number() of a long run of digits is Infinity or a large integer, both clamped to max.
  const value = Math.min(Math.max(Number(match[2]), 1), max);
  return (match[1] ?? '') + String(value).padStart(2, '0');
}

/**
 * The text a date field shows after a keystroke, from what it showed before and what the browser
 * now holds:
 * - only digits and the locale's separator are kept ('.' and spaces in hr, '/' in en);
 * - a separator typed at the end with no digit before it (at the start, or right after another
 *   separator) is dropped, and so is one beyond the format's (three dots in hr, two slashes in en);
 * - a separator typed at the end to close the first or second segment (hr day then month, en month
 *   then day) rewrites that segment to two digits within its range: 1..31 for a day, 1..12 for a
 *   month ("5." → "05.", "45." → "31.", "12.13." → "12.12.", "0." → "01.", en "3/" → "03/");
 * - anything else (deleting, editing in the middle, typing digits, the year) is left as it is, so
 *   backspace is never undone; parseDateText judges the result.
 */
export function applyDateTyping(previousText: string, nextText: string, locale: TLocale): string {
  const separator = DATE_SEPARATORS[locale].separator;
  const previous = keepDateCharacters(previousText, locale);
  const next = keepDateCharacters(nextText, locale);
  return next === previous + separator ? closeDateSegment(previous, locale) : next;
}

function closeDateSegment(previous: string, locale: TLocale): string {
  const { separator, count } = DATE_SEPARATORS[locale];
  const segments = previous.split(separator);
  const closing = segments[segments.length - 1] ?? '';
  if (!/\d/.test(closing) || segments.length > count) return previous;
  if (segments.length > 2) return previous + separator;
  const isDay = (segments.length === 1) === (locale === 'hr');
  segments[segments.length - 1] = normaliseDateSegment(closing, isDay ? 31 : 12);
  return segments.join(separator) + separator;
}

export interface TNumberInputOptions {
  /** Whether a leading '-' is allowed. */
  signed?: boolean;
  /** Significant integer digits: leading zeros are allowed and not counted. */
  maxIntegerDigits?: number;
  maxDecimals?: number;
}

interface TNumberSeparators {
  decimal: string;
  thousands: string;
  /** An integer part whose thousands separators stand every three digits. */
  grouped: RegExp;
}

const NUMBER_SEPARATORS: Record<TLocale, TNumberSeparators> = {
  hr: { decimal: ',', thousands: '.', grouped: /^\d{1,3}(?:\.\d{3})+$/ },
  en: { decimal: '.', thousands: ',', grouped: /^\d{1,3}(?:,\d{3})+$/ },
};

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * The digits either side of the decimal separator. Thousands separators must stand every three
 * digits: a misplaced one is more likely the other language's decimal separator ("1.5" typed in
 * hr) than grouping, and reading it as grouping would multiply the amount.
 */
function splitNumberBody(
  body: string,
  separators: TNumberSeparators,
): { integer: string; fraction: string } | undefined {
  if (!/^[\d.,]+$/.test(body)) return undefined;
  const [integerText = '', fraction = '', ...rest] = body.split(separators.decimal);
  if (rest.length > 0 || !/^\d*$/.test(fraction)) return undefined;
  const isGrouped = separators.grouped.test(integerText);
  if (!isGrouped && !/^\d*$/.test(integerText)) return undefined;
  const integer = integerText.replaceAll(separators.thousands, '');
  return integer === '' && fraction === '' ? undefined : { integer, fraction };
}

function buildWireDecimal(negative: boolean, integer: string, fraction: string): string {
  const magnitude = (stripLeadingZeros(integer) || '0') + (fraction === '' ? '' : `.${fraction}`);
  const isZero = !/[1-9]/.test(magnitude);
  return negative && !isZero ? `-${magnitude}` : magnitude;
}

/**
 * A number typed in the locale's format, as the wire decimal: no thousands separators, '.' as the
 * decimal point, integer leading zeros removed, the typed decimals kept ("1,50" → "1.50").
 * Empty text is null. Never reads the amount through a float.
 */
export function parseNumberText(
  text: string,
  locale: TLocale,
  options: TNumberInputOptions = {},
): TRuleResult<string | null> {
  if (text.length > MAX_RULE_INPUT_LENGTH) return fail('NUMBER_INVALID');
  const trimmed = text.trim();
  if (trimmed === '') return succeed(null);
  const negative = trimmed.startsWith('-');
  if (negative && !options.signed) return fail('NUMBER_NEGATIVE_NOT_ALLOWED');
  const parts = splitNumberBody(negative ? trimmed.slice(1) : trimmed, NUMBER_SEPARATORS[locale]);
  if (!parts) return fail('NUMBER_INVALID');
  const maxIntegerDigits = options.maxIntegerDigits ?? AMOUNT_MAX_INTEGER_DIGITS;
  if (parts.integer.replace(/^0+/, '').length > maxIntegerDigits) {
    return fail('NUMBER_TOO_MANY_INTEGER_DIGITS');
  }
  if (parts.fraction.length > (options.maxDecimals ?? AMOUNT_MAX_DECIMALS)) {
    return fail('NUMBER_TOO_MANY_DECIMALS');
  }
  return succeed(buildWireDecimal(negative, parts.integer, parts.fraction));
}

const WIRE_DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

// Sliced rather than a lookahead regex, which is quadratic on a long run of digits.
function groupThousands(digits: string, separator: string): string {
  const headLength = digits.length % 3 || 3;
  const groups = [digits.slice(0, headLength)];
  for (let start = headLength; start < digits.length; start += 3) {
    groups.push(digits.slice(start, start + 3));
  }
  return groups.join(separator);
}

/**
 * A wire decimal for display: hr "1.234.567,50", en "1,234,567.50", padded to minDecimals and
 * never rounded. Text that is not a plain decimal comes back unchanged, as formatDateForLocale does.
 */
export function formatDecimalForLocale(
  decimal: string,
  locale: TLocale,
  options: { minDecimals?: number } = {},
): string {
  const match = decimal.length > MAX_RULE_INPUT_LENGTH ? null : WIRE_DECIMAL_PATTERN.exec(decimal);
  if (!match) return decimal;
  const { decimal: decimalSeparator, thousands } = NUMBER_SEPARATORS[locale];
  const integer = groupThousands(stripLeadingZeros(match[2] ?? '0'), thousands);
  const fraction = (match[3] ?? '').padEnd(options.minDecimals ?? 0, '0');
  return (match[1] ?? '') + integer + (fraction === '' ? '' : decimalSeparator + fraction);
}

// Digits in both languages' separators and the minus: the characters a number is written with.
const NOT_NUMBER_CHARACTERS = /[^\d.,-]/g;

/**
 * The text a number field keeps while the person types: digits, ',', '.' and '-' where they were
 * typed; any other character is not taken (000 §5). Nothing that changes the number is dropped:
 * a second decimal separator, a third decimal, a 13th integer digit or a minus in an unsigned
 * field stay on screen for parseNumberText to refuse, so a field never shows one number while it
 * holds another ("1,234.50" typed in hr is an error, not 1,23).
 */
export function maskNumberTyping(text: string): string {
  return text.slice(0, MAX_RULE_INPUT_LENGTH).replace(NOT_NUMBER_CHARACTERS, '');
}

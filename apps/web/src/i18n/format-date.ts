import { toBcp47, type TLocale } from '@poslovno/domain';

const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A business date 'YYYY-MM-DD' for display: hr "17.3.2014.", en "3/17/2014". The parts are
 * read from the text and formatted in UTC, so no time zone can move the day.
 */
export function formatBusinessDate(date: string, locale: TLocale): string {
  const match = BUSINESS_DATE.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return date;
  const instant = new Date(Date.UTC(year, month - 1, day));
  const formatter = new Intl.DateTimeFormat(toBcp47(locale), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (locale === 'en') return formatter.format(instant);
  // ICU versions differ on Croatian ("17. 03. 2014." or "17.3.2014."); the spec's form is d.M.yyyy.
  const parts = formatter.formatToParts(instant);
  const pick = (type: Intl.DateTimeFormatPartTypes) =>
    String(Number(parts.find((part) => part.type === type)?.value));
  return `${pick('day')}.${pick('month')}.${pick('year')}.`;
}

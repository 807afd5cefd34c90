import { getZagrebInstant, parseIsoDate } from '@poslovno/domain';

/** ISODateTime: a date, a time with optional fraction, and an optional zone (Z or ±hh:mm). */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * The instant a CreDtTm stands for. A time without a zone is the client's wall clock, which for
 * this bank's clients is Europe/Zagreb; undefined when the text is not a date-time (the schema
 * check reports that).
 */
export function parseCreationInstant(text: string): Date | undefined {
  const match = ISO_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, date = '', hours = '', minutes = '', seconds = '', fraction = '', zone] = match;
  if (!parseIsoDate(date) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59)
    return undefined;
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  if (zone !== undefined) {
    const instant = new Date(
      `${date}T${hours}:${minutes}:${seconds}.${String(milliseconds).padStart(3, '0')}${zone}`,
    );
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  const minuteStart = getZagrebInstant(date, Number(hours) * 60 + Number(minutes));
  return new Date(minuteStart.getTime() + Number(seconds) * 1000 + milliseconds);
}

import {
  BANK_TIME_ZONE,
  formatDateForLocale,
  formatIsoDate,
  toBcp47,
  type TLocale,
} from '@poslovno/domain';
import type { TMessageKey } from '../../i18n/messages';

const dateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANK_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const timeFormatters = new Map<TLocale, Intl.DateTimeFormat>();

function getTimeFormatter(locale: TLocale): Intl.DateTimeFormat {
  let formatter = timeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(toBcp47(locale), {
      timeZone: BANK_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    timeFormatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * An instant as the bank's wall clock shows it (Europe/Zagreb), the date as 000 §5 writes it in
 * the interface language: hr "5.3.2026. 09:04:09", en "3/5/2026 09:04:09". Text that is not an
 * instant comes back unchanged, so a bad value shows as it is instead of breaking a screen.
 */
export function formatDateTime(instant: string, locale: TLocale): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const parts = Object.fromEntries(
    dateFormatter.formatToParts(date).map((part) => [part.type, part.value]),
  );
  const isoDate = formatIsoDate(Number(parts.year), Number(parts.month), Number(parts.day));
  return `${formatDateForLocale(isoDate, locale)} ${getTimeFormatter(locale).format(date)}`;
}

const END_REASON_KEYS: Readonly<Record<string, TMessageKey>> = {
  LOGOUT: 'sessions.endReason.LOGOUT',
  INACTIVITY: 'sessions.endReason.INACTIVITY',
  ENDED_BY_USER: 'sessions.endReason.ENDED_BY_USER',
  COMPANY_SWITCH: 'sessions.endReason.COMPANY_SWITCH',
  EXPIRED: 'sessions.endReason.EXPIRED',
};

/** The message of a known end reason; an unknown one is shown as the server sent it. */
export function getEndReasonKey(endReason: string | null): TMessageKey | undefined {
  return endReason === null || !Object.hasOwn(END_REASON_KEYS, endReason)
    ? undefined
    : END_REASON_KEYS[endReason];
}

/**
 * 000 §4: pages of a keyset-paged list joined in order, an item that moved onto a later page
 * (the list changed between two requests) kept only where it was first seen.
 */
export function joinPages<T>(pages: readonly (readonly T[])[], getId: (item: T) => string): T[] {
  const seen = new Set<string>();
  const joined: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      const id = getId(item);
      if (seen.has(id)) continue;
      seen.add(id);
      joined.push(item);
    }
  }
  return joined;
}

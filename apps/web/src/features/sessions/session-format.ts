import type { TTranslate } from '../../i18n/i18n-context';
import type { TMessageKey } from '../../i18n/messages';

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

/** The server's word for a browser or system it did not recognise (describeUserAgent). */
const UNRECOGNISED_SOFTWARE = 'Unknown';

/** A browser's or operating system's name as the server gave it, "unknown" in the page's language. */
export function nameSoftware(name: string, t: TTranslate): string {
  return name === UNRECOGNISED_SOFTWARE ? t('sessions.unknownSoftware') : name;
}

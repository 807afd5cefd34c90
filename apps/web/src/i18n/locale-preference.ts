import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@poslovno/domain';
import { pickAllowedValue, readCookie, writeCookie } from '../lib/cookies';

/** 000 §3, §9: the language lives in a cookie named language (hr or en), Croatian by default. */
export const LANGUAGE_COOKIE = 'language';

export function readLocalePreference(): TLocale {
  return pickAllowedValue(readCookie(LANGUAGE_COOKIE), LOCALES, DEFAULT_LOCALE);
}

export function writeLocalePreference(locale: TLocale): void {
  writeCookie(LANGUAGE_COOKIE, locale);
}

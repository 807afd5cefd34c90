/** Cookies the app keeps for the browser (language, accounts view): one year, whole site, Lax. */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface TCookieOptions {
  maxAgeSeconds: number;
  path: string;
  sameSite: 'Lax' | 'Strict';
}

export const PREFERENCE_COOKIE_OPTIONS: TCookieOptions = {
  maxAgeSeconds: ONE_YEAR_SECONDS,
  path: '/',
  sameSite: 'Lax',
};

export function buildCookieString(
  name: string,
  value: string,
  options: TCookieOptions = PREFERENCE_COOKIE_OPTIONS,
): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${options.maxAgeSeconds}; Path=${options.path}; SameSite=${options.sameSite}`;
}

export function parseCookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A cookie someone else wrote with broken escapes is as good as absent.
      return undefined;
    }
  }
  return undefined;
}

/** Narrows a cookie value to one of the allowed values, else the fallback. */
export function pickAllowedValue<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookieValue(document.cookie, name);
}

export function writeCookie(name: string, value: string, options?: TCookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = buildCookieString(name, value, options);
}

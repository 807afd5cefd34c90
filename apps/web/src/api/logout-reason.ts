import { readStoredValue, writeStoredValue } from '../lib/browser-storage';

/** 000 §4: the reason of the last logout is kept in session storage until the next sign-in page. */
export const LOGOUT_REASON_STORAGE_KEY = 'poslovno.logoutReason';

export type TLogoutReason = 'sessionExpired';

export function recordLogoutReason(reason: TLogoutReason): void {
  writeStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY, reason);
}

/** Reads the reason once: the notice it causes is shown a single time. */
export function takeLogoutReason(): TLogoutReason | undefined {
  const stored = readStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY);
  writeStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY, null);
  return stored === 'sessionExpired' ? stored : undefined;
}

import { readStoredValue, writeStoredValue } from '../lib/browser-storage';

/**
 * 000 §4: the reason of the last logout is kept in session storage and cleared at the next
 * successful sign-in, so the logout screen and the sign-in page after it can both tell it.
 */
export const LOGOUT_REASON_STORAGE_KEY = 'poslovno.logoutReason';

/**
 * The server ended the session, inactivity ended it (000 §9), the person signed out, or the
 * bank ended it because the person's authority in the company was revoked (issue 23).
 */
export const LOGOUT_REASONS = [
  'sessionExpired',
  'inactivity',
  'signedOut',
  'accessRevoked',
] as const;
export type TLogoutReason = (typeof LOGOUT_REASONS)[number];

export function isLogoutReason(value: unknown): value is TLogoutReason {
  return LOGOUT_REASONS.some((reason) => reason === value);
}

export function recordLogoutReason(reason: TLogoutReason): void {
  writeStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY, reason);
}

export function readLogoutReason(): TLogoutReason | undefined {
  const stored = readStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY);
  return isLogoutReason(stored) ? stored : undefined;
}

/** Called when a sign-in succeeds: the reason belongs to the session that ended before it. */
export function clearLogoutReason(): void {
  writeStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY, null);
}

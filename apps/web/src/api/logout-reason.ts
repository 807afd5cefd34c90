import { readStoredValue, writeStoredValue } from '../lib/browser-storage';

/** 000 §4: the reason of the last logout is kept in session storage until the sign-in page shows it. */
export const LOGOUT_REASON_STORAGE_KEY = 'poslovno.logoutReason';

export type TLogoutReason = 'sessionExpired';

export function recordLogoutReason(reason: TLogoutReason): void {
  writeStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY, reason);
}

export function readLogoutReason(): TLogoutReason | undefined {
  return readStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY) === 'sessionExpired'
    ? 'sessionExpired'
    : undefined;
}

/** The notice a reason causes is shown once. */
export function clearLogoutReason(): void {
  writeStoredValue('sessionStorage', LOGOUT_REASON_STORAGE_KEY, null);
}

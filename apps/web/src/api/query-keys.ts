/** Query keys shared across the app; the first element names the area a cache clear may keep. */
export const CONFIG_QUERY_ROOT = 'config';
export const PERSONAL_SETTINGS_QUERY_ROOT = 'personal-settings';

/**
 * The dashboard's orders to sign, of every type: under the payments' root, so a payment's change
 * anywhere refreshes it, and refreshed by the signing dialog after a signature of any type.
 */
export const ORDERS_TO_SIGN_QUERY_KEY = ['payments', 'unauthorized'] as const;

export function isConfigQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === CONFIG_QUERY_ROOT;
}

/**
 * 000 §4: a switch of company clears everything but the configuration, the person's settings and
 * the user (the session itself is not query state; the smartcard lives in IndexedDB).
 */
export function isKeptOnCompanySwitch(queryKey: readonly unknown[]): boolean {
  return isConfigQueryKey(queryKey) || queryKey[0] === PERSONAL_SETTINGS_QUERY_ROOT;
}

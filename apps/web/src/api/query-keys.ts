/** Query keys shared across the app; the first element names the area a cache clear may keep. */
export const CONFIG_QUERY_ROOT = 'config';
export const PERSONAL_SETTINGS_QUERY_ROOT = 'personal-settings';

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

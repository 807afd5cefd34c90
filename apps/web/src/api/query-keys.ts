/** Query keys shared across the app; the first element names the area a cache clear may keep. */
export const CONFIG_QUERY_ROOT = 'config';
export const PERSONAL_SETTINGS_QUERY_ROOT = 'personal-settings';

/**
 * The dashboard's orders to sign, of every type: under the payments' root, so a payment's change
 * anywhere refreshes it, and refreshed by the signing dialog after a signature of any type.
 */
export const ORDERS_TO_SIGN_QUERY_KEY = ['payments', 'unauthorized'] as const;

/**
 * The payment baskets (000 §2): the active list, the count the menu shows and each basket. The
 * baskets' screens, the payments overview (which makes them), the menu and the dashboard read
 * them; creating, signing or deleting a basket refreshes everything under the root, and the
 * payments' root with it (a basket's payments change with it).
 */
export const BASKETS_QUERY_ROOT = ['baskets'] as const;
export const basketQueryKeys = {
  active: [...BASKETS_QUERY_ROOT, 'active'] as const,
  count: [...BASKETS_QUERY_ROOT, 'count'] as const,
  basket: (basketId: string) => [...BASKETS_QUERY_ROOT, 'basket', basketId] as const,
};

/**
 * The SEPA bulk files (000 §2): the list, each file and its groups, and the pending count the menu
 * and the dashboard show. An upload, a signature, a conversion or a deletion refreshes the root.
 */
export const BULK_PAYMENTS_QUERY_ROOT = ['bulk-payments'] as const;
export const bulkPaymentQueryKeys = {
  pendingCount: [...BULK_PAYMENTS_QUERY_ROOT, 'pending-count'] as const,
};

/** The payments' root (the overview, a payment, the orders to sign): a basket change refreshes it. */
export const PAYMENTS_QUERY_ROOT = [ORDERS_TO_SIGN_QUERY_KEY[0]] as const;

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

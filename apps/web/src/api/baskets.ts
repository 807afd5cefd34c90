import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from './api-routes';
import { callApi } from './api-client';
import {
  BASKETS_QUERY_ROOT,
  ORDERS_TO_SIGN_QUERY_KEY,
  PAYMENTS_QUERY_ROOT,
  basketQueryKeys,
} from './query-keys';

/**
 * The payment baskets as more than one place reads them (000 §2): the baskets' screens, the menu's
 * count and the dashboard. A feature may not import another, so the shared reads live here.
 */

/** GET /active-payment-baskets: the baskets waiting for signatures, newest first. */
export function useActiveBaskets({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: basketQueryKeys.active,
    queryFn: ({ signal }) => callApi(apiRoutes.getActiveBaskets, { signal }),
    enabled: isEnabled,
  });
}

/**
 * GET /active-payment-baskets/count for the menu. The person did not ask for it, so it goes as a
 * background call (it never keeps the session alive) and is not retried: a failure shows no count.
 */
export function useActiveBasketCount({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: basketQueryKeys.count,
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getActiveBasketCount, { signal, background: true as const }),
    enabled: isEnabled,
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * After a basket was made, signed or deleted: the baskets (list, count, each), the payments (the
 * overview marks the payments in a basket) and the dashboard's orders to sign are read again.
 */
export function useRefreshAfterBasketChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: BASKETS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: ORDERS_TO_SIGN_QUERY_KEY }),
    ]).then(() => undefined);
}

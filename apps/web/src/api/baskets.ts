import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPayment } from '@poslovno/contract';
import { createIdempotencyKeeper } from '../lib/idempotency';
import { apiRoutes } from './api-routes';
import { callApi } from './api-client';
import {
  BASKETS_QUERY_ROOT,
  ORDERS_TO_SIGN_QUERY_KEY,
  PAYMENTS_QUERY_ROOT,
  basketQueryKeys,
} from './query-keys';

/**
 * The payment baskets as more than one place reads and makes them (000 §2): the baskets' screens
 * (and their picker), the payments overview's "add to basket", the menu's count and the
 * dashboard. A feature may not import another, so the shared reads and calls live here.
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

/**
 * A payment the person may put in a basket (000 §2, §4): one they may sign that waits for
 * signatures (saved, or signed by someone else and waiting for more), not signed by them, and in
 * no basket yet. The server judges again; this only keeps the others out of the request.
 */
export function isBasketable(
  payment: Pick<TPayment, 'status' | 'displayStatus' | 'actions' | 'basketId'>,
): boolean {
  return (
    payment.actions.canAuthorize &&
    payment.basketId === null &&
    (payment.status === 'STORED' || payment.status === 'FOR-AUTHORIZATION') &&
    payment.displayStatus !== 'ALREADY_SIGNED'
  );
}

/**
 * POST /signing-baskets: the payments, in the order given, grouped into a new basket to be signed
 * with one signature. One idempotency key per choice of payments, so a retry makes no second basket.
 */
export function useCreateBasket() {
  const keeper = useRef(createIdempotencyKeeper());
  const refresh = useRefreshAfterBasketChange();
  return useMutation({
    mutationFn: (paymentIds: readonly string[]) => {
      const body = { paymentIds: [...paymentIds] };
      return callApi(apiRoutes.postSigningBasket, { body, idempotencyKey: keeper.current(body) });
    },
    // A refusal too: a payment another basket took meanwhile shows its mark at once.
    onSettled: () => void refresh(),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBasket } from '@poslovno/contract';
import { BASKET_ORDER_TYPE } from '@poslovno/domain';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { useRefreshAfterBasketChange } from '../../../api/baskets';
import { basketQueryKeys } from '../../../api/query-keys';
import { createRequestSigningCalls } from '../../../signing/request-signing-calls';

/** A basket's number as its paths take it: digits, not starting with 0. */
const BASKET_ID = /^[1-9]\d{0,17}$/;

export function isBasketId(value: string | undefined): value is string {
  return value !== undefined && BASKET_ID.test(value);
}

/** How often a signed basket is read again while its payments are on their way to the bank. */
export const BASKET_POLL_INTERVAL_MS = 5_000;

const ON_ITS_WAY: ReadonlySet<string> = new Set([
  'ORDER-PENDING',
  'ORDERED',
  'SENT_TO_RECIPIENT_BANK',
]);

/** Signed, with a payment the bank has not finished with: only asking again shows the change. */
export function isWithTheBank(basket: Pick<TBasket, 'status' | 'payments'> | undefined): boolean {
  return (
    basket?.status === 'SIGNED' && basket.payments.some((payment) => ON_ITS_WAY.has(payment.status))
  );
}

/**
 * GET /payment-baskets/{id}: one basket with its payments, totals and signatures. Once signed, it
 * is read again every few seconds while its payments are on their way, as background calls (the
 * person did not ask for them, so they do not keep the session alive).
 */
export function useBasket(basketId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = basketQueryKeys.basket(basketId ?? '');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getBasket, {
        params: { basketId: basketId ?? '' },
        signal,
        ...(isWithTheBank(queryClient.getQueryData<TBasket>(queryKey))
          ? { background: true as const }
          : {}),
      }),
    enabled: isBasketId(basketId),
    retry: false,
    refetchInterval: (query) => (isWithTheBank(query.state.data) ? BASKET_POLL_INTERVAL_MS : false),
  });
}

/**
 * DELETE /payment-baskets/{id}: the basket goes, its payments stay as they were. A refusal is the
 * fixed "Basket delete error" (000 §8), its code the HTTP status as every delete call's is.
 */
export function useDeleteBasket() {
  const refresh = useRefreshAfterBasketChange();
  return useMutation({
    mutationFn: (basketId: string) => callApi(apiRoutes.deleteBasket, { params: { basketId } }),
    onSettled: refresh,
  });
}

/** The basket's signing calls, each refusal reported to the overviews' AUTH_FAILED marks. */
export const basketSigning = createRequestSigningCalls(BASKET_ORDER_TYPE, {
  preauthorize: (basketId) => callApi(apiRoutes.patchBasketPreauthorize, { params: { basketId } }),
  authorize: (basketId, proof, options) =>
    callApi(apiRoutes.patchBasketAuthorize, { params: { basketId }, body: proof, ...options }),
});

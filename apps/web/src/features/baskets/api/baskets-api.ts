import { useMutation, useQuery } from '@tanstack/react-query';
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

/** GET /payment-baskets/{id}: one basket with its payments, totals and signatures. */
export function useBasket(basketId: string | undefined) {
  return useQuery({
    queryKey: basketQueryKeys.basket(basketId ?? ''),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getBasket, { params: { basketId: basketId ?? '' }, signal }),
    enabled: isBasketId(basketId),
    retry: false,
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

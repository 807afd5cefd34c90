import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBasket, TPayment, TPaymentsOverview } from '@poslovno/contract';
import { BASKET_ORDER_TYPE } from '@poslovno/domain';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { isBasketable, useRefreshAfterBasketChange } from '../../../api/baskets';
import { PAYMENTS_QUERY_ROOT, basketQueryKeys } from '../../../api/query-keys';
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

/**
 * The payments the basket picker offers, under the payments' root: a payment changed anywhere, or
 * a basket made, signed or deleted, reads them again.
 */
export const BASKET_CANDIDATES_QUERY_KEY = [...PAYMENTS_QUERY_ROOT, 'basket-candidates'] as const;

/** The overview's largest page; the picker reads at most this many pages of them. */
const CANDIDATES_PAGE_SIZE = 100;
const CANDIDATES_MAX_PAGES = 5;

export interface TBasketCandidates {
  payments: TPayment[];
  /** More payments wait than the picker read: the rest are added from the payments overview. */
  isCapped: boolean;
}

/**
 * The payments the person may put in a new basket (000 §2, §4): GET /payments/overview of the
 * payments waiting for signatures (saved, or waiting for a further signature), newest first, of
 * which only those they may sign, have not signed and are in no basket are kept.
 */
export function useBasketCandidates({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: BASKET_CANDIDATES_QUERY_KEY,
    queryFn: async ({ signal }): Promise<TBasketCandidates> => {
      const payments: TPayment[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < CANDIDATES_MAX_PAGES; page++) {
        const answer: TPaymentsOverview = await callApi(apiRoutes.getPaymentsOverview, {
          query: {
            status: 'UNAUTHORIZED,FOR_AUTHORIZATION',
            pageSize: CANDIDATES_PAGE_SIZE,
            ...(cursor ? { cursor } : {}),
          },
          signal,
        });
        payments.push(...answer.payments);
        cursor = answer.metadata.nextCursor;
        if (cursor === null) break;
      }
      return { payments: payments.filter(isBasketable), isCapped: cursor !== null };
    },
    enabled: isEnabled,
    retry: false,
    staleTime: 0,
  });
}

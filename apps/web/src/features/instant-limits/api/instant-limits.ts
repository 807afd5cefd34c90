import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInstantLimitRequest,
  TInstantLimitRequestInput,
  TInstantPaymentLimit,
} from '@poslovno/contract';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { createIdempotencyKeeper } from '../../../lib/idempotency';
import { createRequestSigningCalls } from '../../../signing/request-signing-calls';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';

/** The order type of a limit change request on the server (the kernel's name for it). */
export const INSTANT_LIMIT_ORDER_TYPE = 'INSTANT_LIMIT';

/** A change to a limit or a request refreshes everything under the root. */
export const instantLimitsQueryRoot = ['instant-limits'] as const;
const limitsQueryKey = [...instantLimitsQueryRoot, 'limits'] as const;
const requestsQueryKey = [...instantLimitsQueryRoot, 'requests'] as const;

/** How often a screen asks again while the bank still has a signed request to apply. */
export const LIMITS_POLL_INTERVAL_MS = 5_000;

/** Signed in full and not yet applied: only asking again shows the bank's decision. */
export function isWithTheBank(request: Pick<TInstantLimitRequest, 'status'>): boolean {
  return request.status === 'AUTHORIZED';
}

function hasRequestWithTheBank(limits: readonly TInstantPaymentLimit[]): boolean {
  return limits.some((limit) => limit.pendingRequest?.status === 'AUTHORIZED');
}

/**
 * GET /account-management/instant-payments-limits. While a signed request waits for the bank the
 * screen asks again every few seconds as background calls (the person did not ask for them, so
 * they do not keep the session alive); the first load is the person's own.
 */
export function useInstantLimits() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: limitsQueryKey,
    queryFn: ({ signal }) => {
      const isReload = queryClient.getQueryData(limitsQueryKey) !== undefined;
      return callApi(apiRoutes.getInstantPaymentLimits, {
        signal,
        ...(isReload ? { background: true as const } : {}),
      });
    },
    refetchInterval: (query) =>
      hasRequestWithTheBank(query.state.data?.items ?? []) ? LIMITS_POLL_INTERVAL_MS : false,
  });
}

export const getRequestKey = (request: TInstantLimitRequest) => request.requestId;

/** GET /instant-limit-requests: newest first, a keyset page at a time. */
export function useInstantLimitRequests() {
  return useKeysetList({
    queryKey: requestsQueryKey,
    fetchPage: async ({
      cursor,
      pageSize,
      signal,
    }: TKeysetPageRequest): Promise<TKeysetPage<TInstantLimitRequest>> => {
      const page = await callApi(apiRoutes.getInstantLimitRequests, {
        query: { pageSize, ...(cursor ? { cursor } : {}) },
        signal,
      });
      return { items: page.requests, nextCursor: page.metadata.nextCursor };
    },
    getKey: getRequestKey,
  });
}

/**
 * POST /instant-limit-requests: one idempotency key per request saved, kept for the retries of a
 * call whose answer was lost and renewed once an answer came (the next save is a new request).
 */
export function useCreateInstantLimitRequest() {
  const queryClient = useQueryClient();
  const keeper = useRef(createIdempotencyKeeper());
  return useMutation({
    mutationFn: (body: TInstantLimitRequestInput) =>
      callApi(apiRoutes.postInstantLimitRequest, { body, idempotencyKey: keeper.current(body) }),
    onSuccess: () => {
      keeper.current = createIdempotencyKeeper();
      return queryClient.invalidateQueries({ queryKey: instantLimitsQueryRoot });
    },
  });
}

/** The challenge for a signer of the account (the author's came with the create answer), and the signature. */
export const instantLimitSigning = createRequestSigningCalls(INSTANT_LIMIT_ORDER_TYPE, {
  preauthorize: (requestId) =>
    callApi(apiRoutes.patchInstantLimitRequestPreauthorize, { params: { requestId } }),
  authorize: (requestId, proof, options) =>
    callApi(apiRoutes.patchInstantLimitRequestAuthorize, {
      params: { requestId },
      body: proof,
      ...options,
    }),
});

export function useDeleteInstantLimitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(apiRoutes.deleteInstantLimitRequest, { params: { requestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instantLimitsQueryRoot }),
  });
}

/** After a signature: the limits and the requests are read again. */
export function useRefreshInstantLimits() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: instantLimitsQueryRoot });
}

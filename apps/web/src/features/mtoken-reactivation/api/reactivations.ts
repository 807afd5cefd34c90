import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReactivationInput } from '@poslovno/contract';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { createIdempotencyKeeper } from '../../../lib/idempotency';
import { createRequestSigningCalls } from '../../../signing/request-signing-calls';

/** The order type of a reactivation on the server (the kernel's name for it). */
export const REACTIVATION_ORDER_TYPE = 'MOBILE_TOKEN_REACTIVATION';

export const reactivationsQueryKey = ['mtoken-reactivations'] as const;

/** How often the list is read again while a signed request waits for the bank to be reached. */
export const REACTIVATIONS_POLL_INTERVAL_MS = 5_000;

/**
 * GET /authentication/reactivations: the person's latest, newest first. A signed request the
 * bank could not be reached for (PROCESSING) gets its code later, so the list is read again
 * every few seconds while one is shown, as background calls, and not while the tab is hidden.
 */
export function useReactivations() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: reactivationsQueryKey,
    queryFn: ({ signal }) => {
      const isReload = queryClient.getQueryData(reactivationsQueryKey) !== undefined;
      return callApi(apiRoutes.getReactivations, {
        signal,
        ...(isReload ? { background: true as const } : {}),
      });
    },
    refetchInterval: (query) =>
      query.state.data?.reactivations.some((request) => request.status === 'PROCESSING')
        ? REACTIVATIONS_POLL_INTERVAL_MS
        : false,
  });
}

/**
 * POST /authentication/reactivations: the same phone and reason sent again (a lost answer, a press
 * after a way back from the recapitulation) keep their key and get the same request back;
 * `startOver` begins a new request once one is signed.
 */
export function useCreateReactivation() {
  const queryClient = useQueryClient();
  const keeper = useRef(createIdempotencyKeeper());
  const create = useMutation({
    mutationFn: (body: TReactivationInput) =>
      callApi(apiRoutes.postReactivation, { body, idempotencyKey: keeper.current(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reactivationsQueryKey }),
  });
  function startOver() {
    keeper.current = createIdempotencyKeeper();
    create.reset();
  }
  return { create, startOver };
}

/** The signing calls: the challenge lists the token or smartcard, never the mobile token. */
export const reactivationSigningCalls = createRequestSigningCalls(REACTIVATION_ORDER_TYPE, {
  preauthorize: (requestId) =>
    callApi(apiRoutes.patchReactivationPreauthorize, { params: { requestId } }),
  authorize: (requestId, proof, options) =>
    callApi(apiRoutes.patchReactivationAuthorize, {
      params: { requestId },
      body: proof,
      ...options,
    }),
});

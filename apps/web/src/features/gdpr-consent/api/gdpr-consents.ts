import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGdprConsentRequestInput } from '@poslovno/contract';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { createIdempotencyKeeper } from '../../../lib/idempotency';
import { createRequestSigningCalls } from '../../../signing/request-signing-calls';
import { isWithTheBank } from '../model/consent-choice';

/** The order type of a consent request on the server (the kernel's name for it). */
export const GDPR_CONSENT_ORDER_TYPE = 'GDPR_CONSENT';

export const gdprConsentsQueryKey = ['gdpr-consents'] as const;

/** How often the screen asks again while the bank has a signed request to record. */
export const CONSENTS_POLL_INTERVAL_MS = 5_000;

/**
 * GET /gdpr-consents: the choice in force and the latest requests. While the bank has a signed
 * request to record (AUTHORIZED) the screen asks again every few seconds, as background calls
 * (the person did not ask for them, so they must not keep the session alive), and not at all
 * while the tab is hidden (TanStack Query pauses an interval there); the first load is the
 * person's own.
 */
export function useGdprConsents() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: gdprConsentsQueryKey,
    queryFn: ({ signal }) => {
      const isReload = queryClient.getQueryData(gdprConsentsQueryKey) !== undefined;
      return callApi(apiRoutes.getGdprConsents, {
        signal,
        ...(isReload ? { background: true as const } : {}),
      });
    },
    refetchInterval: (query) =>
      query.state.data?.requests.some(isWithTheBank) ? CONSENTS_POLL_INTERVAL_MS : false,
  });
}

/**
 * POST /gdpr-consent-requests: one idempotency key per choice saved, kept for the retries of a
 * call whose answer was lost and renewed once an answer came (the next save is a new request).
 */
export function useCreateGdprConsentRequest() {
  const queryClient = useQueryClient();
  const keeper = useRef(createIdempotencyKeeper());
  return useMutation({
    mutationFn: (body: TGdprConsentRequestInput) =>
      callApi(apiRoutes.postGdprConsentRequest, { body, idempotencyKey: keeper.current(body) }),
    onSuccess: () => {
      keeper.current = createIdempotencyKeeper();
      return queryClient.invalidateQueries({ queryKey: gdprConsentsQueryKey });
    },
  });
}

/**
 * The signing calls: the challenge of a request another representative created (its second
 * signature; the author's own comes with the save), and the signature.
 */
export const gdprSigningCalls = createRequestSigningCalls(GDPR_CONSENT_ORDER_TYPE, {
  preauthorize: (requestId) =>
    callApi(apiRoutes.patchGdprConsentRequestPreauthorize, { params: { requestId } }),
  authorize: (requestId, proof, options) =>
    callApi(apiRoutes.patchGdprConsentRequestAuthorize, {
      params: { requestId },
      body: proof,
      ...options,
    }),
});

export function useDeleteGdprConsentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(apiRoutes.deleteGdprConsentRequest, { params: { requestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gdprConsentsQueryKey }),
  });
}

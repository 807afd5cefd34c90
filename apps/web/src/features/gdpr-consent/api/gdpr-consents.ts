import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGdprConsentRequest,
  TGdprConsentRequestInput,
  TOrderChallengeAnswer,
  TSigningProofInput,
} from '@poslovno/contract';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { createIdempotencyKeeper } from '../../../lib/idempotency';
import {
  reportSigningFailure,
  type TAuthorizeOptions,
  type TSignedOrder,
} from '../../../signing/signing-calls';
import { isWithTheBank } from '../model/consent-choice';

/** The order type of a consent request on the server (the kernel's name for it). */
export const GDPR_CONSENT_ORDER_TYPE = 'GDPR_CONSENT';

export const gdprConsentsQueryKey = ['gdpr-consents'] as const;

/** How often the screen asks again while the bank has a signed request to record. */
export const CONSENTS_POLL_INTERVAL_MS = 5_000;

function toSignedOrder(requestId: string): TSignedOrder {
  return { orderType: GDPR_CONSENT_ORDER_TYPE, orderId: requestId, purpose: 'AUTHORIZE' };
}

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

/** The challenge of a request another representative created (its second signature). */
export function preauthorizeGdprConsentRequest(requestId: string): Promise<TOrderChallengeAnswer> {
  return reportSigningFailure(
    toSignedOrder(requestId),
    callApi(apiRoutes.patchGdprConsentRequestPreauthorize, { params: { requestId } }),
  );
}

export function authorizeGdprConsentRequest(
  requestId: string,
  proof: TSigningProofInput,
  options: TAuthorizeOptions,
): Promise<TGdprConsentRequest> {
  return reportSigningFailure(
    toSignedOrder(requestId),
    callApi(apiRoutes.patchGdprConsentRequestAuthorize, {
      params: { requestId },
      body: proof,
      ...options,
    }),
    options.signal,
  );
}

export function useDeleteGdprConsentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(apiRoutes.deleteGdprConsentRequest, { params: { requestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gdprConsentsQueryKey }),
  });
}

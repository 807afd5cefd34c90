import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPaymentConfirmationRequest,
  TPaymentConfirmationRequestInput,
} from '@poslovno/contract';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { createIdempotencyKeeper } from '../../../lib/idempotency';
import { createRequestSigningCalls } from '../../../signing/request-signing-calls';
import { paymentsQueryRoot } from './payments-query-keys';

/** The order type of a confirmation request on the server (the kernel's name for it). */
export const PAYMENT_CONFIRMATION_ORDER_TYPE = 'PAYMENT_CONFIRMATION';

/** Under the payments' root: a change to a payment or a request refreshes both. */
const confirmationsQueryRoot = [...paymentsQueryRoot, 'confirmations'] as const;

/** How often a screen asks again while the bank has a signed request to confirm. */
export const CONFIRMATIONS_POLL_INTERVAL_MS = 5_000;

export function isConfirmationWithTheBank(
  request: Pick<TPaymentConfirmationRequest, 'status'>,
): boolean {
  return request.status === 'AUTHORIZED';
}

/**
 * GET /documents/payment-confirmation-requests, the latest requests (of one payment, given its
 * number). While one waits for the bank the list is asked again every few seconds as background
 * calls, which do not keep the session alive; the first load is the person's own.
 */
export function useConfirmationRequests(paymentId?: string, { isEnabled = true } = {}) {
  const queryClient = useQueryClient();
  const queryKey = [...confirmationsQueryRoot, paymentId ?? 'all'];
  return useQuery({
    queryKey,
    enabled: isEnabled,
    queryFn: ({ signal }) => {
      const isReload = queryClient.getQueryData(queryKey) !== undefined;
      return callApi(apiRoutes.getPaymentConfirmationRequests, {
        query: paymentId === undefined ? {} : { paymentId },
        signal,
        ...(isReload ? { background: true as const } : {}),
      });
    },
    refetchInterval: (query) =>
      query.state.data?.requests.some(isConfirmationWithTheBank)
        ? CONFIRMATIONS_POLL_INTERVAL_MS
        : false,
  });
}

/**
 * POST /documents/payment-confirmation-requests: the answer is the stored request with the fee of
 * each payment and the total, and the challenge for its author. One idempotency key per request.
 */
export function useCreateConfirmationRequest() {
  const queryClient = useQueryClient();
  const keeper = useRef(createIdempotencyKeeper());
  return useMutation({
    mutationFn: (body: TPaymentConfirmationRequestInput) =>
      callApi(apiRoutes.postPaymentConfirmationRequest, {
        body,
        idempotencyKey: keeper.current(body),
      }),
    onSuccess: () => {
      keeper.current = createIdempotencyKeeper();
      return queryClient.invalidateQueries({ queryKey: confirmationsQueryRoot });
    },
  });
}

/** A second signer's challenge, and the signature of a request. */
export const confirmationSigning = createRequestSigningCalls(PAYMENT_CONFIRMATION_ORDER_TYPE, {
  preauthorize: (requestId) =>
    callApi(apiRoutes.patchPaymentConfirmationRequestPreauthorize, { params: { requestId } }),
  authorize: (requestId, proof, options) =>
    callApi(apiRoutes.patchPaymentConfirmationRequestAuthorize, {
      params: { requestId },
      body: proof,
      ...options,
    }),
});

export function useDeleteConfirmationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(apiRoutes.deletePaymentConfirmationRequest, { params: { requestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: confirmationsQueryRoot }),
  });
}

export function useRefreshConfirmations() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: confirmationsQueryRoot });
}

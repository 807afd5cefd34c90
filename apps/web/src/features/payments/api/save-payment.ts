import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TPaymentInput } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import { createIdempotencyKeeper } from '../../../lib/idempotency';
import { paymentsQueryRoot } from './payments-query-keys';

/**
 * Stores the payment: POST /payments for a new one (with the action's idempotency key), PATCH
 * /payments/{id} for an edit. The answer is the payment as stored, with its notices.
 */
export function useSavePayment(editedPaymentId: string | null) {
  const queryClient = useQueryClient();
  const keeper = useRef(createIdempotencyKeeper());
  return useMutation({
    mutationFn: (body: TPaymentInput) =>
      editedPaymentId === null
        ? callApi(apiRoutes.postPayment, { body, idempotencyKey: keeper.current(body) })
        : callApi(apiRoutes.patchPayment, { params: { paymentId: editedPaymentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryRoot }),
  });
}

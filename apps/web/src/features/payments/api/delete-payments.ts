import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { paymentsQueryRoot } from './payments-query-keys';

/** DELETE /payments/cancellations: each payment on its own, DELETED or DELETE_FAILED. */
export function useDeletePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIds: readonly string[]) =>
      callApi(apiRoutes.deletePaymentCancellations, { body: { paymentIds: [...paymentIds] } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsQueryRoot }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { paymentQueryKeys } from './payments-query-keys';

/** GET /payments/overview/{id}: one payment with its status, signatures and allowed actions. */
export function usePayment(paymentId: string | null) {
  return useQuery({
    queryKey: paymentQueryKeys.payment(paymentId ?? ''),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getPaymentOverview, { params: { paymentId: paymentId ?? '' }, signal }),
    enabled: paymentId !== null,
  });
}

import { useQuery } from '@tanstack/react-query';
import { BULK_PENDING_STATUSES } from '@poslovno/domain';
import { apiRoutes } from './api-routes';
import { callApi } from './api-client';
import { bulkPaymentQueryKeys } from './query-keys';

/**
 * The SEPA bulk files as more than one place reads them (000 §2, §9): the bulk payments' screens,
 * the menu's count and the dashboard's card. A feature may not import another, so the shared
 * read lives here.
 */

/**
 * GET /bulk-payments/count?status=STORED,PARTIALLY_AUTHORIZED: the files that wait for signatures
 * (000 §9). The person did not ask for it, so it goes as a background call and is not retried: a
 * failure shows no count.
 */
export function useBulkPendingCount({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: bulkPaymentQueryKeys.pendingCount,
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getBulkPaymentCount, {
        query: { status: BULK_PENDING_STATUSES.join(',') },
        signal,
        background: true as const,
      }),
    enabled: isEnabled,
    retry: false,
    staleTime: 30_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';

/** How many of an account's transactions its detail shows; the rest is a link away. */
export const LATEST_TRANSACTIONS_COUNT = 5;

export function useLatestTransactions(accountId: string) {
  return useQuery({
    queryKey: ['transactions', 'latest', accountId],
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getTransactions, {
        query: { accountId, pageSize: LATEST_TRANSACTIONS_COUNT },
        signal,
      }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from './api-routes';
import { callApi } from './api-client';

/** The person's accounts: the accounts screen lists them, other screens pick and name them. */
export const accountsListQueryKey = ['accounts', 'list'] as const;

export function useAccounts() {
  return useQuery({
    queryKey: accountsListQueryKey,
    queryFn: ({ signal }) => callApi(apiRoutes.getAccounts, { signal }),
  });
}

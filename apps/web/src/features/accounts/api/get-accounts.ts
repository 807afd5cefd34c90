import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import { accountsListQueryKey } from './account-query-keys';

export function useAccounts() {
  return useQuery({
    queryKey: accountsListQueryKey,
    queryFn: ({ signal }) => callApi(apiRoutes.getAccounts, { signal }),
  });
}

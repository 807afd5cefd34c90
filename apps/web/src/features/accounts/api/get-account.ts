import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { getAccountQueryKey } from './account-query-keys';

export function useAccount(accountId: string) {
  return useQuery({
    queryKey: getAccountQueryKey(accountId),
    queryFn: ({ signal }) => callApi(apiRoutes.getAccount, { params: { accountId }, signal }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { dashboardQueryKeys } from './dashboard-query-keys';

/** GET /unauthorized: the orders waiting for a signature this person may give, newest first. */
export function useUnauthorizedItems() {
  return useQuery({
    queryKey: dashboardQueryKeys.unauthorized,
    queryFn: ({ signal }) => callApi(apiRoutes.getUnauthorized, { signal }),
  });
}

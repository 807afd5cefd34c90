import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { registeredBrowsersQueryKey } from './session-query-keys';

/** GET /login/registered-browsers: newest acceptance first, as the server sorts them. */
export function useRegisteredBrowsers() {
  return useQuery({
    queryKey: registeredBrowsersQueryKey,
    queryFn: ({ signal }) => callApi(apiRoutes.getRegisteredBrowsers, { signal }),
  });
}

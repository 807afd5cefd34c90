import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';

/** The demo persons a mobile token can be activated for (demo mode only). */
export function useDemoPersons() {
  return useQuery({
    queryKey: ['mobile-token', 'persons'],
    queryFn: ({ signal }) => callApi(apiRoutes.getMockPersons, { signal }),
  });
}

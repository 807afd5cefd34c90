import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from './api-routes';
import { callApi } from './api-client';

/** The demo persons with their companies (demo mode only): the demo sign-in, cards and tokens. */
export function useDemoPersons() {
  return useQuery({
    queryKey: ['demo-persons'],
    queryFn: ({ signal }) => callApi(apiRoutes.getMockPersons, { signal }),
  });
}

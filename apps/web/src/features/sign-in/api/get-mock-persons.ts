import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';

export function useMockPersons() {
  return useQuery({
    queryKey: ['sign-in', 'mock-persons'],
    queryFn: ({ signal }) => callApi(apiRoutes.getMockPersons, { signal }),
  });
}

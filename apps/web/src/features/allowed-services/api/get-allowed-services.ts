import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';

export const allowedServicesQueryKey = ['allowed-services'] as const;
export const relationshipManagerQueryKey = ['relationship-manager'] as const;

/** GET /allowed-services: the services of this session as the server holds them now. */
export function useAllowedServices() {
  return useQuery({
    queryKey: allowedServicesQueryKey,
    queryFn: ({ signal }) => callApi(apiRoutes.getAllowedServices, { signal }),
  });
}

/** GET /relationship-manager: whom at the bank to ask for a service (every session may read it). */
export function useRelationshipManager() {
  return useQuery({
    queryKey: relationshipManagerQueryKey,
    queryFn: ({ signal }) => callApi(apiRoutes.getRelationshipManager, { signal }),
  });
}

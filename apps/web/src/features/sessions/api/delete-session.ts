import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { customerActivitiesQueryKey, sessionHistoryQueryKey } from './session-query-keys';

/** DELETE /sessions/{id}: ends another of the person's sessions; the lists are read again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callApi(apiRoutes.deleteSession, { params: { sessionId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionHistoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: customerActivitiesQueryKey }),
      ]),
  });
}

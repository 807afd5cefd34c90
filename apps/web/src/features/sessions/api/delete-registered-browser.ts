import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { registeredBrowsersQueryKey } from './session-query-keys';

/** DELETE /login/registered-browsers/{id}; the list is read again. */
export function useRemoveRegisteredBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (browserId: string) =>
      callApi(apiRoutes.deleteRegisteredBrowser, { params: { browserId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registeredBrowsersQueryKey }),
  });
}

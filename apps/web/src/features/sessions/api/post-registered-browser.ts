import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { registeredBrowsersQueryKey } from './session-query-keys';

/** POST /login/registered-browsers: trusts this browser; the answer is the new list. */
export function useTrustThisBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(apiRoutes.postRegisteredBrowser),
    onSuccess: (list) => queryClient.setQueryData(registeredBrowsersQueryKey, list),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { accountsListQueryKey } from '../../../api/accounts';

/**
 * PATCH /accounts with the whole order, once, when the person saves it. Nothing is shown before
 * the answer: the list shows the server's answer, and a refusal leaves the cache as it was.
 */
export function useSaveAccountsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: readonly string[]) =>
      callApi(apiRoutes.patchAccountsOrder, { body: { order: [...order] } }),
    onSuccess: (response) => {
      queryClient.setQueryData(accountsListQueryKey, response);
    },
  });
}

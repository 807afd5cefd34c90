import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TAccountsResponse } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import { sortAccountsByIds } from '../../../lib/account-format';
import { accountsListQueryKey } from '../../../api/accounts';

const REORDER_MUTATION_KEY = ['accounts', 'reorder'] as const;

/** PATCH /accounts with the full order; shown at once, put right by the answer or undone on failure. */
export function useReorderAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REORDER_MUTATION_KEY,
    mutationFn: (order: string[]) => callApi(apiRoutes.patchAccountsOrder, { body: { order } }),
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: accountsListQueryKey });
      const previous = queryClient.getQueryData<TAccountsResponse>(accountsListQueryKey);
      if (previous)
        queryClient.setQueryData<TAccountsResponse>(accountsListQueryKey, {
          accounts: sortAccountsByIds(previous.accounts, order),
        });
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) queryClient.setQueryData(accountsListQueryKey, context.previous);
    },
    onSuccess: (response) => {
      // With quick successive moves only the last answer describes the order on screen.
      if (queryClient.isMutating({ mutationKey: REORDER_MUTATION_KEY }) <= 1)
        queryClient.setQueryData(accountsListQueryKey, response);
    },
  });
}

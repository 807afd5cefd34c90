import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import type { TAccount, TAccountDetail, TAccountsResponse } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import { accountsListQueryKey } from '../../../api/accounts';
import { getAccountQueryKey } from './account-query-keys';

function toListedAccount(detail: TAccountDetail): TAccount {
  return {
    id: detail.id,
    accountIdentification: detail.accountIdentification,
    accountDetails: detail.accountDetails,
    balances: detail.balances,
    permission: detail.permission,
  };
}

/** PATCH /accounts/{id}: the personalised nickname; an empty name clears it. */
export function useRenameAccount(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rename: { customerId: number; name: string }) =>
      callApi(apiRoutes.patchAccount, { params: { accountId }, body: rename }),
    onSuccess: (detail) => {
      queryClient.setQueryData(getAccountQueryKey(accountId), detail);
      queryClient.setQueryData<TAccountsResponse>(accountsListQueryKey, (list) =>
        list
          ? {
              accounts: list.accounts.map((account) =>
                account.id === detail.id ? toListedAccount(detail) : account,
              ),
            }
          : list,
      );
    },
  });
}

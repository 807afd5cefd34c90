export const accountsListQueryKey = ['accounts', 'list'] as const;

export function getAccountQueryKey(accountId: string) {
  return ['accounts', 'detail', accountId] as const;
}

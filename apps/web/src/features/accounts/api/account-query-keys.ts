export function getAccountQueryKey(accountId: string) {
  return ['accounts', 'detail', accountId] as const;
}

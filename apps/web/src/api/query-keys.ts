/** Query keys shared across the app; the first element names the area a cache clear may keep. */
export const CONFIG_QUERY_ROOT = 'config';

export function isConfigQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === CONFIG_QUERY_ROOT;
}

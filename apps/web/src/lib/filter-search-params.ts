/**
 * A list's applied filters as the address's query, so a reload or a link (from an account) opens
 * the list filtered: the named keys in order, empty values left out, and any the list says to drop.
 */
export function toFilterSearchParams(
  keys: readonly string[],
  values: Readonly<Record<string, string | null | undefined>>,
  isKept: (key: string, value: string) => boolean = () => true,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = values[key];
    if (value && isKept(key, value)) params.set(key, value);
  }
  return params;
}

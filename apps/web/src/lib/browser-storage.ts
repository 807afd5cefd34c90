/**
 * Web Storage access that also works where there is none (unit tests in node, locked-down
 * browsers that throw on access): the app then simply forgets between reloads.
 */
type TStorageKind = 'sessionStorage' | 'localStorage';

function getStorage(kind: TStorageKind): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window[kind];
  } catch {
    // Browsers with storage disabled throw on the property access itself.
    return undefined;
  }
}

export function readStoredValue(kind: TStorageKind, key: string): string | null {
  return getStorage(kind)?.getItem(key) ?? null;
}

export function writeStoredValue(kind: TStorageKind, key: string, value: string | null): void {
  const storage = getStorage(kind);
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

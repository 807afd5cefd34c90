import { assert } from '@poslovno/domain';

/** 000 §9: a table shows 10 rows a page unless the screen asks otherwise. */
export const TABLE_PAGE_SIZE = 10;

/** DESIGN §7: no list asks the server for more than 100 rows at once. */
export const MAX_PAGE_SIZE = 100;

/** One answer of a keyset-paged list: its rows and the opaque cursor of the next page, if any. */
export interface TKeysetPage<T> {
  items: readonly T[];
  nextCursor: string | null;
}

export type TRowKey = string | number;

interface TMergeOptions<T> {
  isFirstPage: boolean;
  getKey: (item: T) => TRowKey;
}

/**
 * 000 §4: the first page replaces the list; a later page is appended, and a row the list already
 * shows (it moved onto the next page because rows were added meanwhile) keeps its first place.
 */
export function mergeKeysetPage<T>(
  current: readonly T[],
  page: readonly T[],
  { isFirstPage, getKey }: TMergeOptions<T>,
): T[] {
  const merged = isFirstPage ? [] : [...current];
  const seen = new Set(merged.map(getKey));
  for (const item of page) {
    const key = getKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}

/** The pages in the order they were fetched, merged as they arrived. */
export function mergeKeysetPages<T>(
  pages: readonly TKeysetPage<T>[],
  getKey: (item: T) => TRowKey,
): T[] {
  return pages.reduce<T[]>(
    (items, page, index) =>
      mergeKeysetPage(items, page.items, { isFirstPage: index === 0, getKey }),
    [],
  );
}

export function assertPageSize(pageSize: number): void {
  assert(
    Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE,
    `page size must be a whole number from 1 to ${MAX_PAGE_SIZE}, got ${pageSize}`,
  );
}

import { describe, expect, it } from 'vitest';
import { AssertionError } from '@poslovno/domain';
import {
  assertPageSize,
  MAX_PAGE_SIZE,
  mergeKeysetPage,
  mergeKeysetPages,
  TABLE_PAGE_SIZE,
} from './keyset-list';

interface TRow {
  id: string;
  text: string;
}

const getKey = (row: TRow) => row.id;
const rowsOf = (...ids: string[]): TRow[] => ids.map((id) => ({ id, text: `row ${id}` }));
const idsOf = (rows: readonly TRow[]) => rows.map(getKey);

describe('mergeKeysetPage', () => {
  it('replaces the list with the first page', () => {
    const merged = mergeKeysetPage(rowsOf('a', 'b'), rowsOf('x', 'y'), {
      isFirstPage: true,
      getKey,
    });
    expect(idsOf(merged)).toEqual(['x', 'y']);
  });

  it('appends a later page after the rows already shown, in the page order', () => {
    const merged = mergeKeysetPage(rowsOf('e', 'd'), rowsOf('c', 'b', 'a'), {
      isFirstPage: false,
      getKey,
    });
    expect(idsOf(merged)).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('skips a row already shown and keeps it where it was first seen', () => {
    const current = [
      { id: 'e', text: 'first' },
      { id: 'd', text: 'first' },
    ];
    const page = [
      { id: 'd', text: 'moved' },
      { id: 'c', text: 'new' },
    ];
    const merged = mergeKeysetPage(current, page, { isFirstPage: false, getKey });
    expect(merged).toEqual([
      { id: 'e', text: 'first' },
      { id: 'd', text: 'first' },
      { id: 'c', text: 'new' },
    ]);
  });

  it('skips a row repeated inside one page, the first page too', () => {
    expect(
      idsOf(mergeKeysetPage([], rowsOf('a', 'a', 'b'), { isFirstPage: true, getKey })),
    ).toEqual(['a', 'b']);
  });

  it('leaves the current list untouched', () => {
    const current = rowsOf('a');
    mergeKeysetPage(current, rowsOf('b'), { isFirstPage: false, getKey });
    expect(idsOf(current)).toEqual(['a']);
  });
});

describe('mergeKeysetPages', () => {
  it('merges the pages in the order they were fetched', () => {
    const pages = [
      { items: rowsOf('f', 'e'), nextCursor: 'c2' },
      { items: rowsOf('e', 'd'), nextCursor: 'c3' },
      { items: rowsOf('c'), nextCursor: null },
    ];
    expect(idsOf(mergeKeysetPages(pages, getKey))).toEqual(['f', 'e', 'd', 'c']);
    expect(mergeKeysetPages([], getKey)).toEqual([]);
  });
});

describe('assertPageSize', () => {
  it('accepts 1 to 100 and refuses anything else', () => {
    expect(TABLE_PAGE_SIZE).toBe(10);
    expect(() => assertPageSize(1)).not.toThrow();
    expect(() => assertPageSize(MAX_PAGE_SIZE)).not.toThrow();
    for (const size of [0, 101, 2.5, -1, Number.NaN]) {
      expect(() => assertPageSize(size)).toThrow(AssertionError);
    }
  });
});

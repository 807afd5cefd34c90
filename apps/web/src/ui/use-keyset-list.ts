import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import {
  assertPageSize,
  mergeKeysetPages,
  TABLE_PAGE_SIZE,
  type TKeysetPage,
  type TRowKey,
} from './keyset-list';

export interface TKeysetPageRequest {
  /** Absent for the first page (DESIGN §7); afterwards the previous answer's nextCursor. */
  cursor: string | undefined;
  pageSize: number;
  signal: AbortSignal;
}

interface TKeysetListOptions<T, TPage extends TKeysetPage<T>> {
  queryKey: QueryKey;
  fetchPage: (request: TKeysetPageRequest) => Promise<TPage>;
  getKey: (item: T) => TRowKey;
  /** 1..100; 000 §9 default 10. */
  pageSize?: number;
}

export interface TKeysetList<T, TPage> {
  items: T[];
  /** The first answer whole, for what a list sends beside its rows (the current session). */
  firstPage: TPage | undefined;
  hasMore: boolean;
  loadMore: () => void;
  /** The first page is on its way and nothing is shown yet. */
  isLoading: boolean;
  isLoadingMore: boolean;
  /** The list is read again from the first page (after a change) while the old rows stay. */
  isRefetching: boolean;
  error: Error | null;
  /** Repeats what failed: the next page if that was it, otherwise the whole list. */
  retry: () => void;
  /**
   * Reads every loaded page again; a call in flight is left to finish rather than cancelled, so a
   * timer that refreshes never starves the list of answers.
   */
  refresh: () => Promise<unknown>;
}

/** The one way the app pages a keyset list: TanStack's infinite query plus the 000 §4 merge. */
export function useKeysetList<T, TPage extends TKeysetPage<T>>({
  queryKey,
  fetchPage,
  getKey,
  pageSize = TABLE_PAGE_SIZE,
}: TKeysetListOptions<T, TPage>): TKeysetList<T, TPage> {
  assertPageSize(pageSize);
  const query = useInfiniteQuery({
    queryKey: [...queryKey, { pageSize }],
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ cursor: pageParam ?? undefined, pageSize, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: TPage) => page.nextCursor ?? undefined,
  });
  const pages = query.data?.pages;
  const items = useMemo(() => mergeKeysetPages(pages ?? [], getKey), [pages, getKey]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;

  const refresh = useCallback(() => refetch({ cancelRefetch: false }), [refetch]);

  function loadMore() {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }

  return {
    items,
    firstPage: pages?.[0],
    hasMore: hasNextPage,
    loadMore,
    isLoading: query.isPending,
    isLoadingMore: isFetchingNextPage,
    isRefetching: query.isRefetching,
    error: query.error,
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
    refresh,
  };
}

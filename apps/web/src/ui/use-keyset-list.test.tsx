import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TKeysetPage } from './keyset-list';
import { useKeysetList, type TKeysetPageRequest } from './use-keyset-list';

interface TRow {
  id: string;
}

const getKey = (row: TRow) => row.id;

function page(ids: string[], nextCursor: string | null): TKeysetPage<TRow> {
  return { items: ids.map((id) => ({ id })), nextCursor };
}

function renderList(
  fetchPage: (request: TKeysetPageRequest) => Promise<TKeysetPage<TRow>>,
  pageSize?: number,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useKeysetList({ queryKey: ['test-list'], fetchPage, getKey, pageSize }), {
    wrapper,
  });
}

describe('useKeysetList', () => {
  it('asks for the first page without a cursor, then with each nextCursor, and stops at null', async () => {
    const fetchPage = vi
      .fn<(request: TKeysetPageRequest) => Promise<TKeysetPage<TRow>>>()
      .mockResolvedValueOnce(page(['e', 'd'], 'cursor-2'))
      .mockResolvedValueOnce(page(['d', 'c'], 'cursor-3'))
      .mockResolvedValueOnce(page(['b'], null));
    const { result } = renderList(fetchPage);

    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.items.map(getKey)).toEqual(['e', 'd']));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.hasMore).toBe(true);
    expect(fetchPage.mock.calls[0]?.[0]).toMatchObject({ cursor: undefined, pageSize: 10 });

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map(getKey)).toEqual(['e', 'd', 'c']));
    expect(fetchPage.mock.calls[1]?.[0]).toMatchObject({ cursor: 'cursor-2', pageSize: 10 });

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.items.map(getKey)).toEqual(['e', 'd', 'c', 'b']);
    expect(fetchPage.mock.calls[2]?.[0]).toMatchObject({ cursor: 'cursor-3' });
    expect(result.current.firstPage?.nextCursor).toBe('cursor-2');

    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('reports a failed next page and retries that page, keeping the rows', async () => {
    const fetchPage = vi
      .fn<(request: TKeysetPageRequest) => Promise<TKeysetPage<TRow>>>()
      .mockResolvedValueOnce(page(['b'], 'cursor-2'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(page(['a'], null));
    const { result } = renderList(fetchPage, 25);
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error?.message).toBe('network'));
    expect(result.current.items.map(getKey)).toEqual(['b']);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items.map(getKey)).toEqual(['b', 'a']));
    expect(result.current.error).toBeNull();
    expect(fetchPage.mock.calls[2]?.[0]).toMatchObject({ cursor: 'cursor-2', pageSize: 25 });
  });

  it('refuses a page size above 100', () => {
    const fetchPage = vi.fn(() => Promise.resolve(page([], null)));
    expect(() => renderList(fetchPage, 101)).toThrow(/page size/);
    expect(fetchPage).not.toHaveBeenCalled();
  });
});

import { useCallback, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuthorityChangeRequest } from '@poslovno/contract';
import type { TAuthorityChangeStatus } from '@poslovno/domain';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import {
  AUTHORITY_CHANGES_POLL_INTERVAL_MS,
  authorityChangesQueryRoot,
} from '../../../signing/authority-change-signing';
import { isAuthorityChangeWithTheBank } from '../../../signing/authority-change-words';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';

const requestsQueryKey = [...authorityChangesQueryRoot, 'requests'] as const;

export const getRequestKey = (request: TAuthorityChangeRequest) => request.requestId;

/**
 * GET /authority-level-change-requests: newest first, a keyset page at a time, by status. A read
 * the screen's timer asks for (while the bank carries a request out) goes as a background call:
 * the person did not ask for it, so it does not keep the session alive.
 */
export function useAuthorityChangeRequests(status: TAuthorityChangeStatus | null) {
  const isPolling = useRef(false);
  const list = useKeysetList({
    queryKey: [...requestsQueryKey, { status }],
    fetchPage: async ({
      cursor,
      pageSize,
      signal,
    }: TKeysetPageRequest): Promise<TKeysetPage<TAuthorityChangeRequest>> => {
      const page = await callApi(apiRoutes.getAuthorityChangeRequests, {
        query: { pageSize, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
        signal,
        ...(isPolling.current ? { background: true as const } : {}),
      });
      return { items: page.requests, nextCursor: page.metadata.nextCursor };
    },
    getKey: getRequestKey,
  });
  const { refresh } = list;
  const poll = useCallback(async () => {
    isPolling.current = true;
    try {
      await refresh();
    } finally {
      isPolling.current = false;
    }
  }, [refresh]);
  return { ...list, poll };
}

/**
 * GET /authority-level-change-requests/{id}: the request a link names (the dashboard's), read
 * again in the background while the bank carries it out.
 */
export function useAuthorityChangeRequest(requestId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = [...requestsQueryKey, 'one', requestId];
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getAuthorityChangeRequest, {
        params: { requestId: requestId ?? '' },
        signal,
        ...(queryClient.getQueryData(queryKey) === undefined ? {} : { background: true as const }),
      }),
    enabled: requestId !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && isAuthorityChangeWithTheBank(query.state.data)
        ? AUTHORITY_CHANGES_POLL_INTERVAL_MS
        : false,
  });
}

export function useDeleteAuthorityChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(apiRoutes.deleteAuthorityChangeRequest, { params: { requestId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authorityChangesQueryRoot }),
  });
}

/** After a signature: the requests and the persons are read again. */
export function useRefreshAuthorityChangeRequests() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: authorityChangesQueryRoot });
}

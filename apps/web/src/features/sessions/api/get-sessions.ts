import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, type TSessionList } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import { SESSIONS_PAGE_SIZE, sessionHistoryQueryKey } from './session-query-keys';

/** GET /sessions: the current session and the history, newest first, one keyset page at a time. */
export function useSessionHistory() {
  return useInfiniteQuery({
    queryKey: sessionHistoryQueryKey,
    queryFn: ({ pageParam, signal }) =>
      callApi(apiRoutes.getSessions, {
        query: { pageSize: SESSIONS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page: TSessionList) => page.metadata.nextCursor ?? undefined,
  });
}

import { apiRoutes } from '../../../api/api-routes';
import type { TSessionHistoryEntry } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';
import { sessionHistoryQueryKey } from './session-query-keys';

interface TSessionHistoryPage extends TKeysetPage<TSessionHistoryEntry> {
  /** The session in use, sent with every page. */
  session: TSessionHistoryEntry;
}

export const getSessionKey = (entry: TSessionHistoryEntry) => entry.id;

async function fetchSessionHistoryPage({
  cursor,
  pageSize,
  signal,
}: TKeysetPageRequest): Promise<TSessionHistoryPage> {
  const list = await callApi(apiRoutes.getSessions, {
    query: { pageSize, ...(cursor ? { cursor } : {}) },
    signal,
  });
  return {
    items: list.sessionDataHistory,
    nextCursor: list.metadata.nextCursor,
    session: list.session,
  };
}

/** GET /sessions: the current session and the history, newest first, one keyset page at a time. */
export function useSessionHistory() {
  return useKeysetList({
    queryKey: sessionHistoryQueryKey,
    fetchPage: fetchSessionHistoryPage,
    getKey: getSessionKey,
  });
}

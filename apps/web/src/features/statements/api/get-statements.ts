import { apiRoutes } from '../../../api/api-routes';
import type { TStatement, TStatementsQuery } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';
import { getStatementListQueryKey } from './statement-query-keys';

export type TStatementFilter = Partial<
  Pick<TStatementsQuery, 'type' | 'period' | 'from' | 'to' | 'downloadState' | 'accountId'>
>;

export const getStatementKey = (statement: TStatement) => statement.id;

/** The server's order, newest first: statement day, then creation, then id. */
export function compareStatementsNewestFirst(a: TStatement, b: TStatement): number {
  if (a.statementDate !== b.statementDate) return a.statementDate < b.statementDate ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** GET /statements with the applied filters, one keyset page at a time; its three lists as one. */
export function useStatements(filter: TStatementFilter) {
  return useKeysetList({
    queryKey: getStatementListQueryKey(filter),
    fetchPage: async ({
      cursor,
      pageSize,
      signal,
    }: TKeysetPageRequest): Promise<TKeysetPage<TStatement>> => {
      const page = await callApi(apiRoutes.getStatements, {
        query: { ...filter, pageSize, ...(cursor ? { cursor } : {}) },
        signal,
      });
      const items = [
        ...page.individualStatements,
        ...page.groupStatements,
        ...page.intradayStatements,
      ].sort(compareStatementsNewestFirst);
      return { items, nextCursor: page.metadata.nextCursor };
    },
    getKey: getStatementKey,
  });
}

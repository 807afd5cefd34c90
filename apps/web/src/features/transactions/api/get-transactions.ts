import { apiRoutes } from '../../../api/api-routes';
import type { TTransaction, TTransactionFilterQuery } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';

export type TTransactionFilter = Omit<TTransactionFilterQuery, 'locale'>;

export const getTransactionKey = (transaction: TTransaction) => transaction.id;

/** GET /transactions with the applied filters, newest first, one keyset page at a time. */
export function useTransactions(filter: TTransactionFilter) {
  return useKeysetList({
    queryKey: ['transactions', 'list', filter],
    fetchPage: async ({
      cursor,
      pageSize,
      signal,
    }: TKeysetPageRequest): Promise<TKeysetPage<TTransaction>> => {
      const page = await callApi(apiRoutes.getTransactions, {
        query: { ...filter, pageSize, ...(cursor ? { cursor } : {}) },
        signal,
      });
      return { items: page.transactions, nextCursor: page.metadata.nextCursor };
    },
    getKey: getTransactionKey,
  });
}

import { apiRoutes, type TPayment } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';
import type { TOverviewFilter } from '../model/overview-filter';
import { paymentQueryKeys } from './payments-query-keys';

export const getPaymentKey = (payment: TPayment) => payment.paymentId;

/**
 * GET /payments/overview with the applied filters, newest first, ten at a time. The keyset cursor
 * is opaque: the first page goes without one and later pages append (000 §4's "cursor 2" is the
 * spec's numbered paging, which a keyset cursor replaces).
 */
export function usePaymentsOverview(filter: TOverviewFilter) {
  return useKeysetList({
    queryKey: paymentQueryKeys.overview(filter),
    fetchPage: async ({
      cursor,
      pageSize,
      signal,
    }: TKeysetPageRequest): Promise<TKeysetPage<TPayment>> => {
      const page = await callApi(apiRoutes.getPaymentsOverview, {
        query: { ...filter, pageSize, ...(cursor ? { cursor } : {}) },
        signal,
      });
      return { items: page.payments, nextCursor: page.metadata.nextCursor };
    },
    getKey: getPaymentKey,
  });
}

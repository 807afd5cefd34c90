import { useEffect, useRef } from 'react';
import { apiRoutes } from '../../../api/api-routes';
import type { TPayment } from '@poslovno/contract';
import type { TOrderStatus } from '@poslovno/domain';
import { callApi } from '../../../api/api-client';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';
import type { TOverviewFilter } from '../model/overview-filter';
import { paymentQueryKeys } from './payments-query-keys';

export const getPaymentKey = (payment: TPayment) => payment.paymentId;

/** How often the overview asks again while an order on screen is on its way (at most 10 s). */
export const OVERVIEW_POLL_INTERVAL_MS = 5_000;

/**
 * Authorised and not yet final: the core bank, the fraud check (FTM-HOLD is an ORDERED order) or
 * the recipient bank moves it on without anyone acting, so only asking again shows the change.
 */
const ON_ITS_WAY: ReadonlySet<TOrderStatus> = new Set([
  'ORDER-PENDING',
  'ORDERED',
  'SENT_TO_RECIPIENT_BANK',
]);

export function isOnItsWay(payment: Pick<TPayment, 'status'>): boolean {
  return ON_ITS_WAY.has(payment.status);
}

/**
 * GET /payments/overview with the applied filters, newest first, ten at a time. The keyset cursor
 * is opaque: the first page goes without one and later pages append (000 §4's "cursor 2" is the
 * spec's numbered paging, which a keyset cursor replaces).
 *
 * While an order on screen is on its way the list is read again every few seconds as background
 * calls: the person did not ask for them, so they must not keep the session alive.
 */
export function usePaymentsOverview(filter: TOverviewFilter) {
  const isPollingRef = useRef(false);
  const list = useKeysetList({
    queryKey: paymentQueryKeys.overview(filter),
    fetchPage: async ({
      cursor,
      pageSize,
      signal,
    }: TKeysetPageRequest): Promise<TKeysetPage<TPayment>> => {
      const page = await callApi(apiRoutes.getPaymentsOverview, {
        query: { ...filter, pageSize, ...(cursor ? { cursor } : {}) },
        signal,
        ...(isPollingRef.current ? { background: true as const } : {}),
      });
      return { items: page.payments, nextCursor: page.metadata.nextCursor };
    },
    getKey: getPaymentKey,
  });
  const isPolling = list.items.some(isOnItsWay);
  const { refresh } = list;
  useEffect(() => {
    if (!isPolling) return undefined;
    // A tab nobody looks at asks nothing; shown again, it asks at once and then on the interval.
    const poll = () => {
      if (document.visibilityState === 'hidden') return;
      isPollingRef.current = true;
      void refresh().finally(() => {
        isPollingRef.current = false;
      });
    };
    const pollWhenShown = () => {
      if (document.visibilityState === 'visible') poll();
    };
    const timer = setInterval(poll, OVERVIEW_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', pollWhenShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', pollWhenShown);
    };
  }, [isPolling, refresh]);
  return list;
}

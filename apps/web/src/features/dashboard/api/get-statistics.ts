import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { STATISTICS_MONTHS_SHOWN } from '../model/month-range';
import { dashboardQueryKeys } from './dashboard-query-keys';

/**
 * GET /statistics/{accountId}: money in and out for the months up to `month`; without a month the
 * bank's current one, so the latest month comes from the bank's clock, not the browser's.
 */
export function useAccountStatistics(accountId: string | null, month: string | undefined) {
  return useQuery({
    queryKey: dashboardQueryKeys.statistics(accountId ?? '', month),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getStatistics, {
        params: { accountId: accountId ?? '' },
        query: { months: STATISTICS_MONTHS_SHOWN, ...(month ? { month } : {}) },
        signal,
      }),
    enabled: accountId !== null,
    // Another month or account keeps the chart in place until its figures arrive.
    placeholderData: keepPreviousData,
  });
}

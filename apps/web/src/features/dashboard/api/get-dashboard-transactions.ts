import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { useConfig } from '../../../app/config/config-context';
import { dashboardQueryKeys } from './dashboard-query-keys';

/** 000 §9: the last credits and debits of the configured window (5 each over 30 days). */
export function useDashboardTransactions() {
  const { transactionsDays, transactionsPerDirection } = useConfig().dashboard;
  return useQuery({
    queryKey: dashboardQueryKeys.transactions(transactionsDays, transactionsPerDirection),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getDashboardTransactions, {
        query: { numberOfDays: transactionsDays, count: transactionsPerDirection },
        signal,
      }),
  });
}

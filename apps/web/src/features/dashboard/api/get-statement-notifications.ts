import { useQuery } from '@tanstack/react-query';
import { apiRoutes } from '../../../api/api-routes';
import { callApi } from '../../../api/api-client';
import { useConfig } from '../../../app/config/config-context';
import { dashboardQueryKeys } from './dashboard-query-keys';

/** 000 §7: statements not downloaded yet, individual and group of the window, intraday of today. */
export function useStatementNotifications() {
  const { statementNotificationsDays } = useConfig().dashboard;
  return useQuery({
    queryKey: dashboardQueryKeys.statementNotifications(statementNotificationsDays),
    queryFn: ({ signal }) =>
      callApi(apiRoutes.getStatementNotifications, {
        query: { numberOfDays: statementNotificationsDays },
        signal,
      }),
  });
}

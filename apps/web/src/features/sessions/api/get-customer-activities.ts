import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRoutes, type TCustomerActivities } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import { SESSIONS_PAGE_SIZE, customerActivitiesQueryKey } from './session-query-keys';

/** GET /customer-activities: the person's activities in this company, newest first. */
export function useCustomerActivities() {
  return useInfiniteQuery({
    queryKey: customerActivitiesQueryKey,
    queryFn: ({ pageParam, signal }) =>
      callApi(apiRoutes.getCustomerActivities, {
        query: { pageSize: SESSIONS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page: TCustomerActivities) => page.metadata.nextCursor ?? undefined,
  });
}

import { apiRoutes } from '../../../api/api-routes';
import type { TCustomerActivities } from '@poslovno/contract';
import { callApi } from '../../../api/api-client';
import type { TKeysetPage } from '../../../ui/keyset-list';
import { useKeysetList, type TKeysetPageRequest } from '../../../ui/use-keyset-list';
import { customerActivitiesQueryKey } from './session-query-keys';

export type TCustomerActivity = TCustomerActivities['activities'][number];

// Activities carry no id: what happened, when, in which session and on which page names one.
export const getActivityKey = (activity: TCustomerActivity) =>
  [activity.sessionId, activity.occurredAt, activity.kind, activity.page ?? ''].join('|');

async function fetchActivitiesPage({
  cursor,
  pageSize,
  signal,
}: TKeysetPageRequest): Promise<TKeysetPage<TCustomerActivity>> {
  const page = await callApi(apiRoutes.getCustomerActivities, {
    query: { pageSize, ...(cursor ? { cursor } : {}) },
    signal,
  });
  return { items: page.activities, nextCursor: page.metadata.nextCursor };
}

/** GET /customer-activities: the person's activities in this company, newest first. */
export function useCustomerActivities() {
  return useKeysetList({
    queryKey: customerActivitiesQueryKey,
    fetchPage: fetchActivitiesPage,
    getKey: getActivityKey,
  });
}

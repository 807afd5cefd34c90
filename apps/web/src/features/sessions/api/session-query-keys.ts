export const sessionHistoryQueryKey = ['sessions', 'history'] as const;
export const customerActivitiesQueryKey = ['sessions', 'activities'] as const;
export const registeredBrowsersQueryKey = ['sessions', 'registered-browsers'] as const;

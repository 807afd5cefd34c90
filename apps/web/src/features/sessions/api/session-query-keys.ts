export const sessionHistoryQueryKey = ['sessions', 'history'] as const;
export const customerActivitiesQueryKey = ['sessions', 'activities'] as const;
export const registeredBrowsersQueryKey = ['sessions', 'registered-browsers'] as const;

/** 000 §9: tables show 10 rows a page. */
export const SESSIONS_PAGE_SIZE = 10;

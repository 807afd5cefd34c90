import { ORDERS_TO_SIGN_QUERY_KEY } from '../../../api/query-keys';

/**
 * Each key starts with the area whose data it shows (api/query-keys.ts), so a change there
 * refreshes the dashboard too: a payment signed on the payments screen leaves the orders to sign,
 * a statement downloaded on the statements screen leaves the notifications.
 */
export const dashboardQueryKeys = {
  transactions: (numberOfDays: number, count: number) =>
    ['transactions', 'dashboard', numberOfDays, count] as const,
  statistics: (accountId: string, month: string | undefined) =>
    ['transactions', 'statistics', accountId, month ?? 'latest'] as const,
  statementNotifications: (numberOfDays: number) =>
    ['statements', 'notifications', numberOfDays] as const,
  statementsRoot: ['statements'] as const,
  unauthorized: ORDERS_TO_SIGN_QUERY_KEY,
};

import { describe, expect, it } from 'vitest';
import { SERVICE_CODES } from '@poslovno/domain';
import { apiRoutes } from './routes';
import type { TRouteDefinition } from './route-definition';

/**
 * The routes of a signed-in session that were built before routes named their service (000 §2
 * allowed services). Every route added since names the service that gates it; this list only
 * shrinks.
 */
const ROUTES_BEFORE_SERVICES = [
  'getRelationshipManager',
  'getRegisteredBrowsers',
  'postRegisteredBrowser',
  'deleteRegisteredBrowser',
  'getDevices',
  'getSessions',
  'patchSessionRenew',
  'getSessionExpiration',
  'getCustomerActivities',
  'getCurrentSession',
  'deleteSession',
  'getAllowedServices',
  'getAccounts',
  'getAccount',
  'patchAccount',
  'patchAccountsOrder',
  'getPersonalSettings',
  'patchPersonalSettings',
  'getTransactions',
  'getTransactionsExcel',
  'getTransactionsPdf',
  'getTransactionPdf',
  'getDashboardTransactions',
  'getStatistics',
  'getStatements',
  'getStatementTypes',
  'postStatementsDownload',
  'getStatementsDownload',
  'getStatementNotifications',
  'getBalanceReport',
  'getPurposeCodes',
  'getCountryCodes',
  'getUaePurposeCodes',
  'getCodebook',
  'getBeneficiary',
  'getBank',
  'postPayment',
  'patchPayment',
  'postPaymentPreauthorize',
  'postPaymentAuthorize',
  'postPaymentRevoke',
  'patchPaymentRevoke',
  'deletePaymentCancellations',
  'getPaymentsOverview',
  'getPaymentOverview',
  'getPaymentDetailsPdf',
  'getPaymentsReport',
  'getPaymentsDownload',
  'getSwiftConfirmation',
  'getKnownRecipients',
  'getForeignFormVisibility',
  'getUnauthorized',
  'getFavorites',
  'postFavorite',
  'getFavorite',
  'putFavorite',
  'deleteFavorite',
];

describe('the service of each route', () => {
  const routes = Object.entries(apiRoutes) as [string, TRouteDefinition][];

  it('is named by every signed-in route added since routes name one', () => {
    const unnamed = routes
      .filter(([, route]) => route.access === 'session' && route.service === undefined)
      .map(([name]) => name);
    expect(unnamed).toEqual(ROUTES_BEFORE_SERVICES);
  });

  it('is one of the allowed services, and only on a signed-in route', () => {
    for (const [name, route] of routes) {
      if (route.service === undefined) continue;
      expect(SERVICE_CODES, name).toContain(route.service);
      expect(route.access, name).toBe('session');
    }
  });
});

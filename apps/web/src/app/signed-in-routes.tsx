import { useRoutes, type RouteObject } from 'react-router';
import { APP, PAYMENTS, lazyPage } from './lazy-page';
import { page } from './page-boundary';
import { SIGNED_IN_PATHS } from './route-table';
import { HomeRedirect } from './service-gate';

/*
 * The pages behind sign-in, a chunk of its own that the shell loads: the sign-in page's first load
 * carries neither these routes nor the table of the chunks each of them preloads
 * (docs/decisions.md "The sign-in page's first load").
 */

const DashboardPage = lazyPage(
  APP,
  () => import('../features/dashboard/components/dashboard-page'),
);
const AccountsPage = lazyPage(APP, () => import('../features/accounts/components/accounts-page'));
const AccountDetailPage = lazyPage(
  APP,
  () => import('../features/accounts/components/account-detail-page'),
);
const TransactionsPage = lazyPage(
  APP,
  () => import('../features/transactions/components/transactions-page'),
);
const StatementsPage = lazyPage(
  APP,
  () => import('../features/statements/components/statements-page'),
);
const PaymentPage = lazyPage(
  PAYMENTS,
  () => import('../features/payments/components/payment-page'),
);
const PaymentsPage = lazyPage(
  PAYMENTS,
  () => import('../features/payments/components/payments-page'),
);
const TemplatesPage = lazyPage(
  PAYMENTS,
  () => import('../features/payments/components/templates-page'),
);
const TemplatePage = lazyPage(
  PAYMENTS,
  () => import('../features/payments/components/template-page'),
);
const BasketsPage = lazyPage(PAYMENTS, () => import('../features/baskets/components/baskets-page'));
const BasketPage = lazyPage(PAYMENTS, () => import('../features/baskets/components/basket-page'));
const PaymentSlipsPage = lazyPage(
  PAYMENTS,
  () => import('../features/payment-slips/components/slips-page'),
);
const PaymentSlipCreatePage = lazyPage(
  PAYMENTS,
  () => import('../features/payment-slips/components/slip-create-page'),
);
const BulkPaymentsPage = lazyPage(
  PAYMENTS,
  () => import('../features/bulk-payments/components/bulk-payments-page'),
);
const BulkUploadPage = lazyPage(
  PAYMENTS,
  () => import('../features/bulk-payments/components/bulk-upload-page'),
);
const BulkPaymentPage = lazyPage(
  PAYMENTS,
  () => import('../features/bulk-payments/components/bulk-payment-page'),
);
const BulkGroupPage = lazyPage(
  PAYMENTS,
  () => import('../features/bulk-payments/components/bulk-group-page'),
);
const SessionsPage = lazyPage(APP, () => import('../features/sessions/components/sessions-page'));
const RegisteredBrowsersPage = lazyPage(
  APP,
  () => import('../features/sessions/components/registered-browsers-page'),
);
const GdprConsentPage = lazyPage(
  APP,
  () => import('../features/gdpr-consent/components/gdpr-consent-page'),
);
const ReactivationPage = lazyPage(
  APP,
  () => import('../features/mtoken-reactivation/components/reactivation-page'),
);

const InstantLimitsPage = lazyPage(
  APP,
  () => import('../features/instant-limits/components/instant-limits-page'),
);
const InstantLimitRequestsPage = lazyPage(
  APP,
  () => import('../features/instant-limits/components/instant-limit-requests-page'),
);
const PaymentConfirmationsPage = lazyPage(
  PAYMENTS,
  () => import('../features/payments/components/payment-confirmations-page'),
);
const AccountManagementPage = lazyPage(
  APP,
  () => import('../features/account-management/components/account-management-page'),
);
const PermissionRequestsPage = lazyPage(
  APP,
  () => import('../features/permission-requests/components/permission-requests-page'),
);

const AllowedServicesPage = lazyPage(
  APP,
  () => import('../features/allowed-services/components/allowed-services-page'),
);
const NotFoundPage = lazyPage(APP, () => import('./screens/not-found-page'));

/** The routes of 000 §2 behind sign-in built so far; each page is its own lazily loaded chunk. */
export const SIGNED_IN_ROUTES: RouteObject[] = [
  // Where / leads depends on the session's services.
  { path: SIGNED_IN_PATHS.home, element: <HomeRedirect /> },
  { path: SIGNED_IN_PATHS.dashboard, element: page(<DashboardPage />) },
  { path: SIGNED_IN_PATHS.accounts, element: page(<AccountsPage />) },
  { path: SIGNED_IN_PATHS.accountDetail, element: page(<AccountDetailPage />) },
  { path: SIGNED_IN_PATHS.transactions, element: page(<TransactionsPage />) },
  { path: SIGNED_IN_PATHS.statements, element: page(<StatementsPage />) },
  { path: SIGNED_IN_PATHS.payment, element: page(<PaymentPage />) },
  { path: SIGNED_IN_PATHS.payments, element: page(<PaymentsPage />) },
  { path: SIGNED_IN_PATHS.baskets, element: page(<BasketsPage />) },
  { path: SIGNED_IN_PATHS.basket, element: page(<BasketPage />) },
  { path: SIGNED_IN_PATHS.templates, element: page(<TemplatesPage />) },
  { path: SIGNED_IN_PATHS.template, element: page(<TemplatePage />) },
  { path: SIGNED_IN_PATHS.paymentSlips, element: page(<PaymentSlipsPage />) },
  { path: SIGNED_IN_PATHS.paymentSlipCreate, element: page(<PaymentSlipCreatePage />) },
  { path: SIGNED_IN_PATHS.bulkPayments, element: page(<BulkPaymentsPage />) },
  { path: SIGNED_IN_PATHS.bulkPaymentUpload, element: page(<BulkUploadPage />) },
  { path: SIGNED_IN_PATHS.bulkPayment, element: page(<BulkPaymentPage />) },
  { path: SIGNED_IN_PATHS.bulkPaymentGroup, element: page(<BulkGroupPage />) },
  { path: SIGNED_IN_PATHS.sessions, element: page(<SessionsPage />) },
  { path: SIGNED_IN_PATHS.registeredBrowsers, element: page(<RegisteredBrowsersPage />) },
  { path: SIGNED_IN_PATHS.gdprConsent, element: page(<GdprConsentPage />) },
  { path: SIGNED_IN_PATHS.mTokenReactivation, element: page(<ReactivationPage />) },
  { path: SIGNED_IN_PATHS.instantLimits, element: page(<InstantLimitsPage />) },
  { path: SIGNED_IN_PATHS.instantLimitRequests, element: page(<InstantLimitRequestsPage />) },
  { path: SIGNED_IN_PATHS.paymentConfirmations, element: page(<PaymentConfirmationsPage />) },
  { path: SIGNED_IN_PATHS.accountManagement, element: page(<AccountManagementPage />) },
  { path: SIGNED_IN_PATHS.permissionRequests, element: page(<PermissionRequestsPage />) },
  { path: SIGNED_IN_PATHS.allowedServices, element: page(<AllowedServicesPage />) },
  { path: SIGNED_IN_PATHS.notFound, element: page(<NotFoundPage />) },
];

/** Rendered by the router's splat behind sign-in (router.tsx), inside the shell. */
export default function SignedInRoutes() {
  return useRoutes(SIGNED_IN_ROUTES);
}

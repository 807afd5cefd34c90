import { lazy, type ReactNode } from 'react';
import { BrowserRouter, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';
import { RequireSession } from './require-session';
import { PUBLIC_PATHS, SIGNED_IN_PATHS } from './route-table';
import { PublicRoute, SignInRoute } from './sign-in-route';

// The sign-in pages and the shell need only the first load's texts; the other pages the design
// system's, the error descriptions and their own (i18n/catalogues.ts).
const APP = ['app', 'errors'] as const;
const PAYMENTS = ['app', 'errors', 'payments'] as const;

const SignInPage = lazyPage([], () => import('../features/sign-in/components/sign-in-page'));
const MockSignInPage = lazyPage(
  [],
  () => import('../features/sign-in/components/mock-sign-in-page'),
);
const MobileTokenPage = lazyPage(
  APP,
  () => import('../features/mobile-token/components/mobile-token-page'),
);
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
// The design system's catalogue shows some examples in both languages side by side.
const CataloguePage = lazyPage(
  PAYMENTS,
  () => import('../features/ui-catalogue/components/catalogue-page'),
  { inBothLanguages: true },
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
// Where / leads depends on the session's services: decided with the shell's chunk, not before.
const HomeRedirect = lazy(() =>
  import('./service-gate').then((module) => ({ default: module.HomeRedirect })),
);
const ServiceUnavailablePage = lazyPage(
  APP,
  () => import('../features/allowed-services/components/service-unavailable-page'),
);
const AllowedServicesPage = lazyPage(
  APP,
  () => import('../features/allowed-services/components/allowed-services-page'),
);
const NotFoundPage = lazyPage(APP, () => import('./screens/not-found-page'));

/**
 * A page that fails to render shows the content error screen inside the shell (000 §2, §8); the
 * next address starts with a fresh page.
 */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary key={pathname} layout="embedded">
      {children}
    </AppErrorBoundary>
  );
}

function page(element: ReactNode): ReactNode {
  return <PageBoundary>{element}</PageBoundary>;
}

/**
 * Routes of 000 §2 built so far; each page is its own lazily loaded chunk. The router is the
 * declarative one (no loaders or actions are used), which keeps the data router out of the first
 * load of the sign-in page.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: PUBLIC_PATHS.signIn, element: <SignInRoute page={SignInPage} /> },
      { path: PUBLIC_PATHS.mockSignIn, element: <SignInRoute page={MockSignInPage} isDemoOnly /> },
      { path: PUBLIC_PATHS.mobileToken, element: <PublicRoute page={MobileTokenPage} /> },
      { path: PUBLIC_PATHS.catalogue, element: <PublicRoute page={CataloguePage} isDemoOnly /> },
      {
        element: <RequireSession refusal={page(<ServiceUnavailablePage />)} />,
        children: [
          { path: SIGNED_IN_PATHS.home, element: <HomeRedirect /> },
          { path: SIGNED_IN_PATHS.dashboard, element: page(<DashboardPage />) },
          { path: SIGNED_IN_PATHS.accounts, element: page(<AccountsPage />) },
          { path: SIGNED_IN_PATHS.accountDetail, element: page(<AccountDetailPage />) },
          { path: SIGNED_IN_PATHS.transactions, element: page(<TransactionsPage />) },
          { path: SIGNED_IN_PATHS.statements, element: page(<StatementsPage />) },
          { path: SIGNED_IN_PATHS.payment, element: page(<PaymentPage />) },
          { path: SIGNED_IN_PATHS.payments, element: page(<PaymentsPage />) },
          { path: SIGNED_IN_PATHS.templates, element: page(<TemplatesPage />) },
          { path: SIGNED_IN_PATHS.template, element: page(<TemplatePage />) },
          { path: SIGNED_IN_PATHS.sessions, element: page(<SessionsPage />) },
          { path: SIGNED_IN_PATHS.registeredBrowsers, element: page(<RegisteredBrowsersPage />) },
          { path: SIGNED_IN_PATHS.gdprConsent, element: page(<GdprConsentPage />) },
          { path: SIGNED_IN_PATHS.mTokenReactivation, element: page(<ReactivationPage />) },
          { path: SIGNED_IN_PATHS.instantLimits, element: page(<InstantLimitsPage />) },
          {
            path: SIGNED_IN_PATHS.instantLimitRequests,
            element: page(<InstantLimitRequestsPage />),
          },
          {
            path: SIGNED_IN_PATHS.paymentConfirmations,
            element: page(<PaymentConfirmationsPage />),
          },
          { path: SIGNED_IN_PATHS.accountManagement, element: page(<AccountManagementPage />) },
          { path: SIGNED_IN_PATHS.permissionRequests, element: page(<PermissionRequestsPage />) },
          { path: SIGNED_IN_PATHS.allowedServices, element: page(<AllowedServicesPage />) },
          { path: SIGNED_IN_PATHS.notFound, element: page(<NotFoundPage />) },
        ],
      },
    ],
  },
];

const PUBLIC_PAGES: Readonly<Record<string, { preload: () => Promise<unknown> }>> = {
  [PUBLIC_PATHS.signIn]: SignInPage,
  [PUBLIC_PATHS.mockSignIn]: MockSignInPage,
  [PUBLIC_PATHS.mobileToken]: MobileTokenPage,
};

/**
 * Starts loading the page of a public address (the sign-in) while the app still loads its texts
 * and configuration, instead of after them; other addresses load as they render.
 */
export function preloadPublicPage(pathname: string): void {
  PUBLIC_PAGES[pathname.replace(/\/+$/, '') || '/']?.preload().catch(() => undefined);
}

function AppRoutes() {
  return useRoutes(APP_ROUTES);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

import { lazy } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { RequireSession } from './require-session';
import { PUBLIC_PATHS, SIGNED_IN_PATHS } from './route-table';
import { PageRouteError, RootRouteError } from './screens/error-screen';
import { PublicRoute, SignInRoute } from './sign-in-route';

const SignInPage = lazy(() => import('../features/sign-in/components/sign-in-page'));
const MockSignInPage = lazy(() => import('../features/sign-in/components/mock-sign-in-page'));
const MobileTokenPage = lazy(() => import('../features/mobile-token/components/mobile-token-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const AccountsPage = lazy(() => import('../features/accounts/components/accounts-page'));
const AccountDetailPage = lazy(() => import('../features/accounts/components/account-detail-page'));
const TransactionsPage = lazy(
  () => import('../features/transactions/components/transactions-page'),
);
const StatementsPage = lazy(() => import('../features/statements/components/statements-page'));
const PaymentPage = lazy(() => import('../features/payments/components/payment-page'));
const PaymentsPage = lazy(() => import('../features/payments/components/payments-page'));
const TemplatesPage = lazy(() => import('../features/payments/components/templates-page'));
const TemplatePage = lazy(() => import('../features/payments/components/template-page'));
const SessionsPage = lazy(() => import('../features/sessions/components/sessions-page'));
const RegisteredBrowsersPage = lazy(
  () => import('../features/sessions/components/registered-browsers-page'),
);
const CataloguePage = lazy(() => import('../features/ui-catalogue/components/catalogue-page'));
const NotFoundPage = lazy(() => import('./screens/not-found-page'));

/** Routes of 000 §2 built so far; each page is its own lazily loaded chunk. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Outlet />,
      errorElement: <RootRouteError />,
      children: [
        { path: PUBLIC_PATHS.signIn, element: <SignInRoute page={SignInPage} /> },
        {
          path: PUBLIC_PATHS.mockSignIn,
          element: <SignInRoute page={MockSignInPage} isDemoOnly />,
        },
        { path: PUBLIC_PATHS.mobileToken, element: <PublicRoute page={MobileTokenPage} /> },
        { path: PUBLIC_PATHS.catalogue, element: <PublicRoute page={CataloguePage} isDemoOnly /> },
        {
          element: <RequireSession />,
          children: [
            {
              path: SIGNED_IN_PATHS.home,
              element: <Navigate to={SIGNED_IN_PATHS.dashboard} replace />,
            },
            {
              path: SIGNED_IN_PATHS.dashboard,
              element: <DashboardPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.accounts,
              element: <AccountsPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.accountDetail,
              element: <AccountDetailPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.transactions,
              element: <TransactionsPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.statements,
              element: <StatementsPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.payment,
              element: <PaymentPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.payments,
              element: <PaymentsPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.templates,
              element: <TemplatesPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.template,
              element: <TemplatePage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.sessions,
              element: <SessionsPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.registeredBrowsers,
              element: <RegisteredBrowsersPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: SIGNED_IN_PATHS.notFound,
              element: <NotFoundPage />,
              errorElement: <PageRouteError />,
            },
          ],
        },
      ],
    },
  ]);
}

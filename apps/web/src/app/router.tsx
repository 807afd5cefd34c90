import { lazy } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { RequireSession } from './require-session';
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
        { path: '/login', element: <SignInRoute page={SignInPage} /> },
        { path: '/login/mock', element: <SignInRoute page={MockSignInPage} isDemoOnly /> },
        { path: '/mobile-token', element: <PublicRoute page={MobileTokenPage} /> },
        { path: '/ui', element: <PublicRoute page={CataloguePage} isDemoOnly /> },
        {
          element: <RequireSession />,
          children: [
            { path: '/', element: <Navigate to="/dashboard" replace /> },
            { path: '/dashboard', element: <DashboardPage />, errorElement: <PageRouteError /> },
            { path: '/accounts', element: <AccountsPage />, errorElement: <PageRouteError /> },
            {
              path: '/accounts/:accountId',
              element: <AccountDetailPage />,
              errorElement: <PageRouteError />,
            },
            {
              path: '/transactions',
              element: <TransactionsPage />,
              errorElement: <PageRouteError />,
            },
            { path: '/statements', element: <StatementsPage />, errorElement: <PageRouteError /> },
            { path: '/payment', element: <PaymentPage />, errorElement: <PageRouteError /> },
            { path: '/payments', element: <PaymentsPage />, errorElement: <PageRouteError /> },
            { path: '/templates', element: <TemplatesPage />, errorElement: <PageRouteError /> },
            { path: '/template', element: <TemplatePage />, errorElement: <PageRouteError /> },
            { path: '/sessions', element: <SessionsPage />, errorElement: <PageRouteError /> },
            {
              path: '/registered-browsers',
              element: <RegisteredBrowsersPage />,
              errorElement: <PageRouteError />,
            },
            { path: '*', element: <NotFoundPage />, errorElement: <PageRouteError /> },
          ],
        },
      ],
    },
  ]);
}

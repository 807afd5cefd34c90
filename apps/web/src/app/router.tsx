import { lazy } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { RequireSession } from './require-session';
import { PageRouteError, RootRouteError } from './screens/error-screen';
import { SignInRoute } from './sign-in-route';

const AccountsPage = lazy(() => import('../features/accounts/components/accounts-page'));
const AccountDetailPage = lazy(() => import('../features/accounts/components/account-detail-page'));
const NotFoundPage = lazy(() => import('./screens/not-found-page'));

/** Routes of 000 §2 built so far; each page is its own lazily loaded chunk. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <Outlet />,
      errorElement: <RootRouteError />,
      children: [
        { path: '/login/mock', element: <SignInRoute /> },
        {
          element: <RequireSession />,
          children: [
            { path: '/', element: <Navigate to="/accounts" replace /> },
            { path: '/accounts', element: <AccountsPage />, errorElement: <PageRouteError /> },
            {
              path: '/accounts/:accountId',
              element: <AccountDetailPage />,
              errorElement: <PageRouteError />,
            },
            { path: '*', element: <NotFoundPage />, errorElement: <PageRouteError /> },
          ],
        },
      ],
    },
  ]);
}

import { lazy } from 'react';
import { BrowserRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { APP, PAYMENTS, lazyPage } from './lazy-page';
import { page } from './page-boundary';
import { RequireSession } from './require-session';
import { PUBLIC_PATHS } from './route-table';
import { PublicRoute, SignInRoute } from './sign-in-route';

const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/** Every address behind sign-in, matched again by the signed-in routes' own table. */
export const SIGNED_IN_SPLAT = '/*';

const SignInPage = lazyPage([], () => import('../features/sign-in/components/sign-in-page'));
const MockSignInPage = lazyPage(
  [],
  () => import('../features/sign-in/components/mock-sign-in-page'),
);
const MobileTokenPage = lazyPage(
  APP,
  () => import('../features/mobile-token/components/mobile-token-page'),
);
// The design system's catalogue shows some examples in both languages side by side.
const CataloguePage = lazyPage(
  PAYMENTS,
  () => import('../features/ui-catalogue/components/catalogue-page'),
  { inBothLanguages: true },
);
const ServiceUnavailablePage = lazyPage(
  APP,
  () => import('../features/allowed-services/components/service-unavailable-page'),
);

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
        // The pages behind sign-in come in a chunk of their own (signed-in-routes.tsx).
        children: [{ path: SIGNED_IN_SPLAT, element: <SignedInRoutes /> }],
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

import { Suspense, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { SplashScreen } from './screens/splash-screen';
import { SignInUnavailableScreen } from './screens/sign-in-unavailable-screen';
import { useConfig } from './config/config-context';
import { useSessionState } from './session/session-context';

interface TSignInRouteProps {
  /** The page, a lazily loaded chunk. */
  page: ComponentType;
  /** The demo sign-in exists only in demo mode; the real one works in every mode. */
  isDemoOnly?: boolean;
}

/** /login and /login/mock: only for someone not signed in (the configuration gate is above). */
export function SignInRoute({ page: Page, isDemoOnly = false }: TSignInRouteProps) {
  const config = useConfig();
  const { session, hasSignedOut } = useSessionState();
  if (isDemoOnly && !config.demoMode) return <SignInUnavailableScreen reason="noSignIn" />;
  if (session && !hasSignedOut) return <Navigate to="/dashboard" replace />;
  return (
    <Suspense fallback={<SplashScreen />}>
      <Page />
    </Suspense>
  );
}

/**
 * A page outside the session guard that works with or without a session (the demo mobile token,
 * the /ui catalogue of the design system).
 */
export function PublicRoute({ page: Page, isDemoOnly = false }: TSignInRouteProps) {
  const config = useConfig();
  // Outside demo mode a demo page does not exist: the address behaves as any unknown one.
  if (isDemoOnly && !config.demoMode) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<SplashScreen />}>
      <Page />
    </Suspense>
  );
}

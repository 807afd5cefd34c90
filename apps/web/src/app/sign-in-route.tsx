import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { SplashScreen } from './screens/splash-screen';
import { SignInUnavailableScreen } from './screens/sign-in-unavailable-screen';
import { useConfig } from './config/config-context';
import { useSessionState } from './session/session-context';

const MockSignInPage = lazy(() => import('../features/sign-in/components/mock-sign-in-page'));

/** /login/mock: only in demo mode, and only for someone not signed in. */
export function SignInRoute() {
  const config = useConfig();
  const { session, hasSignedOut } = useSessionState();
  if (!config.demoMode) return <SignInUnavailableScreen reason="noSignIn" />;
  if (session && !hasSignedOut) return <Navigate to="/accounts" replace />;
  return (
    <Suspense fallback={<SplashScreen />}>
      <MockSignInPage />
    </Suspense>
  );
}

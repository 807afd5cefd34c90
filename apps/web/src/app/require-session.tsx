import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SIGN_IN_PAGE_PATH } from '../api/api-client';
import { useT } from '../i18n/i18n-context';
import { Spinner } from '../ui/spinner';
import { useSessionState } from './session/session-context';

// The shell (menus, company switch, settings) is a chunk of its own: the sign-in page never loads it.
const AppShell = lazy(() => import('./shell/app-shell'));
// Shown after a sign-out, also one the idle timer makes on a lost connection: not in the first
// load, but fetched as soon as someone is signed in.
const loadLogoutScreen = () =>
  import('./screens/logout-screen').then((module) => ({ default: module.LogoutScreen }));
const LogoutScreen = lazy(loadLogoutScreen);
// The gate of the allowed services reads the menu's areas: it comes with the shell, not before it.
const ServiceGate = lazy(() =>
  import('./service-gate').then((module) => ({ default: module.ServiceGate })),
);

/**
 * The pages behind sign-in: in the shell with a session, each behind its service (`refusal` where
 * the session lacks it), else the logout screen or the sign-in.
 */
export function RequireSession({ refusal }: { refusal: ReactNode }) {
  const t = useT();
  const { session, hasSignedOut } = useSessionState();
  const isSignedIn = session !== null;
  useEffect(() => {
    if (isSignedIn) loadLogoutScreen().catch(() => undefined);
  }, [isSignedIn]);

  if (!session) {
    if (hasSignedOut)
      return (
        <Suspense fallback={<Spinner label={t('app.loading')} />}>
          <LogoutScreen />
        </Suspense>
      );
    return <Navigate to={SIGN_IN_PAGE_PATH} replace />;
  }
  // A switch of company opens another session: every page starts over with its own data.
  const loading = <Spinner label={t('app.loading')} />;
  return (
    <Suspense fallback={loading}>
      <AppShell key={session.id}>
        <Suspense fallback={loading}>
          <ServiceGate refusal={refusal} />
        </Suspense>
      </AppShell>
    </Suspense>
  );
}

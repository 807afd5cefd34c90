import { Suspense, lazy } from 'react';
import { Navigate, Outlet } from 'react-router';
import { SIGN_IN_PAGE_PATH } from '../api/api-client';
import { useT } from '../i18n/i18n-context';
import { Spinner } from '../ui/spinner';
import { LogoutScreen } from './screens/logout-screen';
import { useSessionState } from './session/session-context';

// The shell (menus, company switch, settings) is a chunk of its own: the sign-in page never loads it.
const AppShell = lazy(() => import('./shell/app-shell'));

/** The pages behind sign-in: in the shell with a session, else the logout screen or the sign-in. */
export function RequireSession() {
  const t = useT();
  const { session, hasSignedOut } = useSessionState();

  if (!session) {
    if (hasSignedOut) return <LogoutScreen />;
    return <Navigate to={SIGN_IN_PAGE_PATH} replace />;
  }
  // A switch of company opens another session: every page starts over with its own data.
  const loading = <Spinner label={t('app.loading')} />;
  return (
    <Suspense fallback={loading}>
      <AppShell key={session.id}>
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      </AppShell>
    </Suspense>
  );
}

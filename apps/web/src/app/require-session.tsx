import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { SIGN_IN_PAGE_PATH } from '../api/api-client';
import { useT } from '../i18n/i18n-context';
import { Spinner } from '../ui/spinner';
import { useConfig } from './config/config-context';
import { LogoutScreen } from './screens/logout-screen';
import { SignInUnavailableScreen } from './screens/sign-in-unavailable-screen';
import { useSessionState } from './session/session-context';
import { AppShell } from './shell/app-shell';

/** The pages behind sign-in: in the shell with a session, else the logout screen or the way to sign in. */
export function RequireSession() {
  const t = useT();
  const config = useConfig();
  const { session, hasSignedOut } = useSessionState();

  if (!session) {
    if (hasSignedOut) return <LogoutScreen />;
    if (config.demoMode) return <Navigate to={SIGN_IN_PAGE_PATH} replace />;
    return <SignInUnavailableScreen reason="noSignIn" />;
  }
  return (
    <AppShell>
      <Suspense fallback={<Spinner label={t('app.loading')} />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

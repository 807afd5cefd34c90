import { Navigate, Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { lazyPage } from './lazy-page';
import { getHomePath, isScreenAllowed } from './screen-services';
import { useSession } from './session/session-context';

const ServiceUnavailablePage = lazyPage(
  ['app', 'errors'],
  () => import('../features/allowed-services/components/service-unavailable-page'),
);

/**
 * 000 §2, 001 §6: the allowed services of the session decide which areas appear. The menu hides
 * an area the session may not use; an address of that area (a bookmark, a link, a typed path)
 * opens a page that says so instead of the screen, whose calls the server would refuse anyway.
 */
export function ServiceGate() {
  const { pathname } = useLocation();
  const session = useSession();
  if (isScreenAllowed(pathname, session.allowedServices)) return <Outlet />;
  return (
    <AppErrorBoundary key={pathname} layout="embedded">
      <ServiceUnavailablePage />
    </AppErrorBoundary>
  );
}

/** `/` opens the dashboard, or the first area of the menu for a session without it. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={getHomePath(session.allowedServices)} replace />;
}

import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { getHomePath, isScreenAllowed } from './screen-services';
import { useSession } from './session/session-context';

/**
 * 000 §2, 001 §6: the allowed services of the session decide which areas appear. The menu hides
 * an area the session may not use; an address of that area (a bookmark, a link, a typed path)
 * opens `refusal`, a page that says so, instead of the screen, whose calls the server would refuse
 * anyway. The router gives the page (a lazy one of its own), so this chunk loads nothing more.
 */
export function ServiceGate({ refusal }: { refusal: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  if (isScreenAllowed(pathname, session.allowedServices)) return <Outlet />;
  return refusal;
}

/** `/` opens the dashboard, or the first area of the menu for a session without it. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={getHomePath(session.allowedServices)} replace />;
}

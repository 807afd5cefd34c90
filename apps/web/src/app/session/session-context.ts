import { createContext, useContext } from 'react';
import type { TSession, TSessionCreated } from '@poslovno/contract';
import type { TLogoutReason } from '../../api/logout-reason';

export interface TSessionContext {
  session: TSession | null;
  /** True from a sign-out until the logout screen hands over to the sign-in page. */
  hasSignedOut: boolean;
  startSession: (created: TSessionCreated) => Promise<void>;
  /** Ends the session here and on the server; the reason defaults to the person's own sign-out. */
  signOut: (reason?: TLogoutReason) => Promise<void>;
  /**
   * 000 §4: opens a session for another of the person's companies (the server ends this one) and
   * clears all query state but the configuration and personal settings. The caller moves to the
   * new session's home (the provider sits above the router), which its services decide.
   */
  switchCompany: (customerId: number) => Promise<void>;
  finishSignOut: () => void;
}

export const SessionContext = createContext<TSessionContext | null>(null);

export function useSessionState(): TSessionContext {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSessionState needs a SessionProvider above it');
  return context;
}

/** The signed-in session; only for components that render behind the session guard. */
export function useSession(): TSession {
  const { session } = useSessionState();
  if (!session) throw new Error('useSession is used outside the session guard');
  return session;
}

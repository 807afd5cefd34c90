import { createContext, useContext } from 'react';
import type { TSession, TSessionCreated } from '@poslovno/contract';

export interface TSessionContext {
  session: TSession | null;
  /** True from a sign-out until the logout screen hands over to the sign-in page. */
  hasSignedOut: boolean;
  startSession: (created: TSessionCreated) => Promise<void>;
  signOut: () => Promise<void>;
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

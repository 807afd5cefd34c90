import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../api/api-routes';
import type { TSession, TSessionCreated } from '@poslovno/contract';
import { callApi } from '../../api/api-client';
import { clearLogoutReason, recordLogoutReason, type TLogoutReason } from '../../api/logout-reason';
import { isConfigQueryKey, isKeptOnCompanySwitch } from '../../api/query-keys';
import { getSessionToken, setSessionToken } from '../../api/session-token';
import { SplashScreen } from '../screens/splash-screen';
import { SessionContext, type TSessionContext } from './session-context';
import {
  useApplySavedSettingsAtSignIn,
  useSaveLanguageWhileSignedIn,
} from './personal-settings-sync';

/** A server that does not answer must not hold the person on a signed-in page for long. */
const SIGN_OUT_CALL_TIMEOUT_MS = 5_000;

type TRestoreState = { status: 'restoring' } | { status: 'ready'; session: TSession | null };

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TRestoreState>(() =>
    getSessionToken() ? { status: 'restoring' } : { status: 'ready', session: null },
  );
  const [hasSignedOut, setHasSignedOut] = useState(false);
  const isRestoring = state.status === 'restoring';
  const applySavedSettings = useApplySavedSettingsAtSignIn();

  // A reload keeps the token in sessionStorage; the server says whether its session still lives.
  useEffect(() => {
    if (!isRestoring) return;
    const controller = new AbortController();
    callApi(apiRoutes.getCurrentSession, { signal: controller.signal })
      .then((session) => setState({ status: 'ready', session }))
      .catch(() => {
        if (controller.signal.aborted) return;
        setSessionToken(null);
        setState({ status: 'ready', session: null });
      });
    return () => controller.abort();
  }, [isRestoring]);

  /** 000 §4: a new session starts from a clean state, except the configuration. */
  const clearSessionData = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => !isConfigQueryKey(query.queryKey) });
  }, [queryClient]);

  const startSession = useCallback(
    async (created: TSessionCreated) => {
      setSessionToken(created.token);
      clearLogoutReason();
      clearSessionData();
      // Saved settings first, so the first page already shows the person's theme and view.
      await applySavedSettings(created.session);
      setHasSignedOut(false);
      setState({ status: 'ready', session: created.session });
    },
    [clearSessionData, applySavedSettings],
  );

  const session = state.status === 'ready' ? state.session : null;
  useSaveLanguageWhileSignedIn(session);

  const signOut = useCallback(
    async (reason: TLogoutReason = 'signedOut') => {
      recordLogoutReason(reason);
      if (session) {
        try {
          await callApi(apiRoutes.deleteSession, {
            params: { sessionId: session.id },
            query: reason === 'inactivity' ? { reason: 'INACTIVITY' } : {},
            isSessionEnding: true,
            signal: AbortSignal.timeout(SIGN_OUT_CALL_TIMEOUT_MS),
          });
        } catch (error) {
          // The local sign-out must happen even when the server cannot be told; it ends idle sessions itself.
          console.warn('Ending the session on the server failed', error);
        }
      }
      setSessionToken(null);
      clearSessionData();
      setHasSignedOut(true);
      setState({ status: 'ready', session: null });
    },
    [session, clearSessionData],
  );

  const switchCompany = useCallback(
    async (customerId: number) => {
      const created = await callApi(apiRoutes.postSession, { body: { customerId } });
      setSessionToken(created.token);
      queryClient.removeQueries({ predicate: (query) => !isKeptOnCompanySwitch(query.queryKey) });
      setState({ status: 'ready', session: created.session });
    },
    [queryClient],
  );

  const finishSignOut = useCallback(() => setHasSignedOut(false), []);

  const value = useMemo<TSessionContext>(
    () => ({ session, hasSignedOut, startSession, signOut, switchCompany, finishSignOut }),
    [session, hasSignedOut, startSession, signOut, switchCompany, finishSignOut],
  );

  if (isRestoring) return <SplashScreen />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

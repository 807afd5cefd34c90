import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSessionCreated } from '@poslovno/contract';
import { useSessionState } from '../../app/session/session-context';

/**
 * Every way of signing in ends the same: the session starts and its home opens, the dashboard
 * (000 §2), or the first area of a session without it (app/service-gate.tsx).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const { startSession } = useSessionState();
  const [isCompleting, setIsCompleting] = useState(false);

  const completeSignIn = useCallback(
    (created: TSessionCreated) => {
      setIsCompleting(true);
      void startSession(created).then(() => navigate('/', { replace: true }));
    },
    [startSession, navigate],
  );

  return { completeSignIn, isCompleting };
}

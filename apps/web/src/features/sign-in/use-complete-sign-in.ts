import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSessionCreated } from '@poslovno/contract';
import { useSessionState } from '../../app/session/session-context';

/** Every way of signing in ends the same: the session starts and the dashboard opens (000 §2). */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const { startSession } = useSessionState();
  const [isCompleting, setIsCompleting] = useState(false);

  const completeSignIn = useCallback(
    (created: TSessionCreated) => {
      setIsCompleting(true);
      void startSession(created).then(() => navigate('/dashboard', { replace: true }));
    },
    [startSession, navigate],
  );

  return { completeSignIn, isCompleting };
}

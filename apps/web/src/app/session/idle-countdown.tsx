import { useEffect, useRef, useState } from 'react';
import { apiRoutes } from '../../api/api-routes';
import { callApi, getLastOwnActivityAt, isApiError, onOwnActivity } from '../../api/api-client';
import { useT } from '../../i18n/i18n-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { createIdleController, type TIdleController } from './idle-controller';
import type { TIdleStatus } from './idle-timer';
import { useSession, useSessionState } from './session-context';

function isSessionGone(error: unknown): boolean {
  return isApiError(error) && error.code === 'SESSION_NOT_FOUND';
}

/**
 * 000 §9: the automatic logout after inactivity. A dialog counts the last seconds down with
 * "Stay" and "Sign out"; at zero the session ends with the reason inactivity.
 */
export function IdleCountdown() {
  const t = useT();
  const session = useSession();
  const { signOut } = useSessionState();
  const sessionId = session.id;
  const idleTimeoutSeconds = session.idleTimeoutSeconds;
  const [status, setStatus] = useState<TIdleStatus>({
    phase: 'active',
    remainingSeconds: idleTimeoutSeconds,
  });
  const [isStaying, setIsStaying] = useState(false);
  const [stayError, setStayError] = useState<unknown>(null);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const controller = useRef<TIdleController | null>(null);

  useEffect(() => {
    const idle = createIdleController({
      idleTimeoutSeconds,
      now: () => Date.now(),
      getLastOwnActivityAt,
      subscribeOwnActivity: onOwnActivity,
      fetchExpiration: () =>
        callApi(apiRoutes.getSessionExpiration, { params: { sessionId }, background: true }),
      renewSession: () => callApi(apiRoutes.patchSessionRenew, { params: { sessionId } }),
      isSessionGone,
      onStatus: setStatus,
      onEnd: (reason) => void signOut(reason),
    });
    controller.current = idle;
    idle.start();
    return () => idle.stop();
  }, [sessionId, idleTimeoutSeconds, signOut]);

  async function stay() {
    setIsStaying(true);
    setStayError(null);
    try {
      await controller.current?.stay();
    } catch (error) {
      // Shown in the dialog; the countdown goes on, so the person may try again or sign out.
      setStayError(error);
    } finally {
      setIsStaying(false);
    }
  }

  function signOutNow() {
    setIsSigningOut(true);
    void signOut('signedOut');
  }

  return (
    <ConfirmDialog
      isOpen={status.phase === 'warning'}
      isDismissable={false}
      initialFocus="confirm"
      isLive
      title={t('idle.title')}
      confirmLabel={t('idle.stay')}
      cancelLabel={t('idle.signOut')}
      onConfirm={() => void stay()}
      onCancel={signOutNow}
      isBusy={isStaying || isSigningOut}
      error={stayError ?? undefined}
    >
      <p data-testid="idle-countdown">
        {t('idle.countdown', { seconds: status.remainingSeconds })}
      </p>
    </ConfirmDialog>
  );
}

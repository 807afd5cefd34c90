import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { apiRoutes } from '@poslovno/contract';
import { callApi, getLastOwnActivityAt, isApiError, onOwnActivity } from '../../api/api-client';
import { useT } from '../../i18n/i18n-context';
import { Button } from '../../ui/button';
import dialogStyles from '../../ui/dialog.module.css';
import { ErrorNotice } from '../../ui/error-notice';
import confirmStyles from '../../ui/confirm-dialog.module.css';
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
    <ModalOverlay
      isOpen={status.phase === 'warning'}
      isDismissable={false}
      isKeyboardDismissDisabled
      className={dialogStyles.overlay}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog} data-testid="idle-dialog">
          <Heading slot="title">{t('idle.title')}</Heading>
          <p aria-live="polite" aria-atomic="true" data-testid="idle-countdown">
            {t('idle.countdown', { seconds: status.remainingSeconds })}
          </p>
          {stayError ? <ErrorNotice error={stayError} /> : null}
          <div className={confirmStyles.actions}>
            <Button variant="secondary" onPress={signOutNow} isBusy={isSigningOut}>
              {t('idle.signOut')}
            </Button>
            <Button
              variant="primary"
              onPress={() => void stay()}
              isBusy={isStaying}
              isDisabled={isSigningOut}
              autoFocus
            >
              {t('idle.stay')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

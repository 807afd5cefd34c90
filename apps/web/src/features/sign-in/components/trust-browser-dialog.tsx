import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { TSessionCreated } from '@poslovno/contract';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { useTrustBrowser } from '../api/post-registered-browser';
import styles from './sign-in.module.css';

interface TTrustBrowserDialogProps {
  created: TSessionCreated;
  /** The question is answered (either way): the sign-in goes on. */
  onAnswered: () => void;
}

/**
 * Asked after a token sign-in in a browser the person has not trusted yet: trusting it makes QR
 * quick sign-in possible here. A question that must be answered, so no dismissal by Escape.
 */
export function TrustBrowserDialog({ created, onAnswered }: TTrustBrowserDialogProps) {
  const t = useT();
  const trustBrowser = useTrustBrowser();

  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title">{t('signIn.trust.title')}</Heading>
          <p>{t('signIn.trust.text')}</p>
          <p className={styles.muted}>{t('signIn.trust.warning')}</p>
          {trustBrowser.isError ? <ErrorNotice error={trustBrowser.error} /> : null}
          <div className={styles.actions}>
            <Button
              variant="primary"
              isBusy={trustBrowser.isPending}
              onPress={() => trustBrowser.mutate(created, { onSuccess: onAnswered })}
            >
              {t('signIn.trust.accept')}
            </Button>
            <Button variant="secondary" isDisabled={trustBrowser.isPending} onPress={onAnswered}>
              {t('signIn.trust.decline')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

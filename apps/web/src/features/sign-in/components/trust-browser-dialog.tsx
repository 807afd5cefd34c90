import type { TSessionCreated } from '@poslovno/contract';
import { useT } from '../../../i18n/i18n-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
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
    <ConfirmDialog
      isOpen
      isDismissable={false}
      title={t('signIn.trust.title')}
      confirmLabel={t('signIn.trust.accept')}
      cancelLabel={t('signIn.trust.decline')}
      onConfirm={() => trustBrowser.mutate(created, { onSuccess: onAnswered })}
      onCancel={onAnswered}
      isBusy={trustBrowser.isPending}
      error={trustBrowser.isError ? trustBrowser.error : undefined}
    >
      <p>{t('signIn.trust.text')}</p>
      <p className={styles.muted}>{t('signIn.trust.warning')}</p>
    </ConfirmDialog>
  );
}

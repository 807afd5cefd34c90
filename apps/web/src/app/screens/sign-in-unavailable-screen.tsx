import { useT } from '../../i18n/i18n-context';
import { Button } from '../../ui/button';
import { LanguageSwitch } from '../../ui/language-switch';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './screen.module.css';

interface TSignInUnavailableScreenProps {
  /** configFailed: the configuration did not load; noSignIn: this server offers no sign-in yet. */
  reason: 'configFailed' | 'noSignIn';
  onRetry?: () => void;
  isRetrying?: boolean;
}

export function SignInUnavailableScreen({
  reason,
  onRetry,
  isRetrying = false,
}: TSignInUnavailableScreenProps) {
  const t = useT();
  useDocumentTitle(t('signInUnavailable.title'));
  return (
    <main className={styles.screen}>
      <div className={styles.panel}>
        <div className={styles.topRow}>
          <p className={styles.brand}>{t('app.productName')}</p>
          <LanguageSwitch labels="short" />
        </div>
        <h1>{t('signInUnavailable.title')}</h1>
        <p role={reason === 'configFailed' ? 'alert' : undefined}>
          {t(
            reason === 'configFailed'
              ? 'signInUnavailable.configFailed'
              : 'signInUnavailable.noSignIn',
          )}
        </p>
        {onRetry ? (
          <div className={styles.actions}>
            <Button variant="primary" onPress={onRetry} isBusy={isRetrying}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}

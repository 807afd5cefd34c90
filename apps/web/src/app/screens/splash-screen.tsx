import { useT } from '../../i18n/i18n-context';
import { Spinner } from '../../ui/spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './screen.module.css';

export function SplashScreen() {
  const t = useT();
  useDocumentTitle(undefined);
  return (
    <main className={styles.screen}>
      <div className={styles.splash}>
        <h1 className={styles.splashTitle}>{t('app.productName')}</h1>
        <p className={styles.muted} lang="hr">
          {t('app.subtitle')}
        </p>
        <Spinner label={t('app.loading')} />
      </div>
    </main>
  );
}

import { useT } from '../../i18n/i18n-context';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './screen.module.css';

/** 000 §2, §8: the content error screen with a reload button. */
export function ErrorScreen({ layout }: { layout: 'page' | 'embedded' }) {
  const t = useT();
  useDocumentTitle(t('errorScreen.title'));
  const content = (
    <div className={layout === 'page' ? styles.panel : styles.embedded}>
      <h1>{t('errorScreen.title')}</h1>
      <p>{t('errorScreen.text')}</p>
      <div className={styles.actions}>
        <Button variant="primary" onPress={() => window.location.reload()}>
          {t('errorScreen.reload')}
        </Button>
      </div>
    </div>
  );
  return layout === 'page' ? <main className={styles.screen}>{content}</main> : content;
}

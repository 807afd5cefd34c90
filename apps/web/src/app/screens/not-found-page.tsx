import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { PageHeader } from '../../ui/page-header';
import styles from './screen.module.css';

export default function NotFoundPage() {
  const t = useT();
  return (
    <div className={styles.embedded}>
      <PageHeader title={t('notFound.title')} />
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/accounts">{t('notFound.backToAccounts')}</Link>
      </p>
    </div>
  );
}

import { useT } from '../i18n/i18n-context';
import styles from './brand.module.css';

/** The product name over the bank's name, at the start of every page header. */
export function Brand({ bankName }: { bankName: string }) {
  const t = useT();
  return (
    <div className={styles.brand}>
      <span className={styles.productName}>{t('app.productName')}</span>
      <span className={styles.bankName}>{bankName}</span>
    </div>
  );
}

import type { TAccountStatus } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import styles from './accounts.module.css';

/** 000 §3: blocked and closed accounts say so; an active one needs no badge. */
export function AccountStatusBadge({ status }: { status: TAccountStatus }) {
  const t = useT();
  if (status === 'ACTIVE') return null;
  return (
    <span className={`${styles.badge} ${styles[`badge${status}`]}`}>
      {t(`accounts.badge.${status}`)}
    </span>
  );
}

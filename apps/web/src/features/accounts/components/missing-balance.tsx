import type { TAccountStatus } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import styles from './accounts.module.css';

/**
 * What stands where an account has no balance to show: a closed account has none and says it is
 * closed; for any other the core bank did not answer (000 §3 "temporarily unavailable").
 */
export function MissingBalance({ status }: { status: TAccountStatus }) {
  const t = useT();
  return (
    <span className={styles.unavailable}>
      {t(status === 'CLOSED' ? 'accounts.closedBalance' : 'accounts.balanceUnavailable')}
    </span>
  );
}

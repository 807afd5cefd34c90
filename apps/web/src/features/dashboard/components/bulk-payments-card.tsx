import { Link } from 'react-router';
import { useBulkPendingCount } from '../../../api/bulk-payments';
import { useI18n } from '../../../i18n/i18n-context';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

/**
 * How many SEPA files wait for signatures (000 §9: STORED and PARTIALLY_AUTHORIZED), while any
 * do; none, or a count that failed, shows no card (the files' own screen says why).
 */
export function useDashboardBulkCount(isEnabled: boolean): number {
  return useBulkPendingCount({ isEnabled }).data?.count ?? 0;
}

/** The files waiting for signatures and the way to them. */
export function BulkPaymentsCard({ count }: { count: number }) {
  const { t } = useI18n();
  return (
    <DashboardCard
      title={t('dashboard.bulkPayments.title')}
      description={t('dashboard.bulkPayments.count', { count })}
      testId="dashboard-bulk-payments"
      footer={<Link to="/bulk-payment">{t('dashboard.bulkPayments.all')}</Link>}
    >
      <p className={styles.empty}>{t('dashboard.bulkPayments.text')}</p>
    </DashboardCard>
  );
}

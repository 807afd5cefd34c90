import { Link } from 'react-router';
import type { TUnauthorizedItems } from '@poslovno/contract';
import { formatDateForLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { formatWireAmount } from '../../../lib/account-format';
import { StatusBadge } from '../../../ui/status-badge';
import { useUnauthorizedItems } from '../api/get-unauthorized';
import { ORDERS_TO_SIGN_PATH, isAppPath } from '../model/dashboard-links';
import { DashboardCard, QueryContent } from './dashboard-card';
import styles from './dashboard.module.css';

/** The newest orders shown; the count says how many wait in all. */
const ITEMS_SHOWN = 5;

type TOrderToSign = TUnauthorizedItems['items'][number];

function OrderContent({ item }: { item: TOrderToSign }) {
  const { t, locale } = useI18n();
  const { amount, currency } = item.amount;
  return (
    <>
      <span className={styles.itemMain}>
        <span className={styles.itemTitle}>{item.counterpartyName}</span>
        <span className={styles.itemMeta}>
          {t('dashboard.unauthorized.executionDate', {
            date: formatDateForLocale(item.executionDate, locale),
          })}
        </span>
      </span>
      <span className={styles.itemSide}>
        <span className={styles.amount}>
          {formatWireAmount(amount, currency, locale) ?? `${amount} ${currency}`}
        </span>
        <StatusBadge
          status={item.displayStatus}
          label={t(`payments.status.${item.displayStatus}`)}
        />
      </span>
    </>
  );
}

function OrderItem({ item }: { item: TOrderToSign }) {
  return (
    <li>
      {isAppPath(item.path) ? (
        <Link to={item.path} className={styles.itemLink}>
          <OrderContent item={item} />
        </Link>
      ) : (
        <div className={styles.item}>
          <OrderContent item={item} />
        </div>
      )}
    </li>
  );
}

/** 000 §2 unauthorised items: how many orders wait for this person's signature, the newest first. */
export function UnauthorizedCard() {
  const { t } = useI18n();
  const unauthorized = useUnauthorizedItems();
  return (
    <DashboardCard
      title={t('dashboard.unauthorized.title')}
      description={
        unauthorized.data
          ? t('dashboard.unauthorized.count', { count: unauthorized.data.count })
          : undefined
      }
      testId="dashboard-unauthorized"
      footer={<Link to={ORDERS_TO_SIGN_PATH}>{t('dashboard.unauthorized.all')}</Link>}
    >
      <QueryContent
        query={unauthorized}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('dashboard.unauthorized.empty')}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.items.slice(0, ITEMS_SHOWN).map((item) => (
              <OrderItem key={`${item.orderType}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </QueryContent>
    </DashboardCard>
  );
}

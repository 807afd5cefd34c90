import { Link } from 'react-router';
import type { TUnauthorizedItems } from '@poslovno/contract';
import { formatDateForLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { formatWireAmount } from '../../../lib/account-format';
import { findOrderStatusLabelKey, getOrderTypeLabelKey } from '../../../signing/order-labels';
import { StatusBadge } from '../../../ui/status-badge';
import { useUnauthorizedItems } from '../api/get-unauthorized';
import { ORDERS_TO_SIGN_PATH, isAppPath } from '../model/dashboard-links';
import { DashboardCard, QueryContent } from './dashboard-card';
import styles from './dashboard.module.css';

/** The newest orders shown; the count says how many wait in all. */
const ITEMS_SHOWN = 5;

/**
 * An order of any type waiting for a signature (DESIGN.md §4): amount, payee and date are facts a
 * type may have or not; a status only its type names reads as waiting for a signature, which every
 * order on this card does.
 */
type TOrderToSign = TUnauthorizedItems['items'][number];

function OrderContent({ item }: { item: TOrderToSign }) {
  const { t, locale } = useI18n();
  const typeName = t(getOrderTypeLabelKey(item.orderType));
  const date = item.executionDate
    ? t('dashboard.unauthorized.executionDate', {
        date: formatDateForLocale(item.executionDate, locale),
      })
    : undefined;
  // Named by its payee where it has one, else by its type; the type then stands beside the date.
  const title = item.counterpartyName || typeName;
  const meta = [title === typeName ? undefined : typeName, date].filter(Boolean).join(' · ');
  return (
    <>
      <span className={styles.itemMain}>
        <span className={styles.itemTitle}>{title}</span>
        {meta ? <span className={styles.itemMeta}>{meta}</span> : null}
      </span>
      <span className={styles.itemSide}>
        {item.amount ? (
          <span className={styles.amount}>
            {formatWireAmount(item.amount.amount, item.amount.currency, locale) ??
              `${item.amount.amount} ${item.amount.currency}`}
          </span>
        ) : null}
        <StatusBadge
          status={item.displayStatus}
          label={t(
            findOrderStatusLabelKey(item.displayStatus) ?? 'orders.status.awaitingSignature',
          )}
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

import { Link } from 'react-router';
import type { TBasket } from '@poslovno/contract';
import { formatDateForLocale } from '@poslovno/domain';
import { useActiveBaskets } from '../../../api/baskets';
import { useI18n } from '../../../i18n/i18n-context';
import { formatWireAmount } from '../../../lib/account-format';
import { StatusBadge } from '../../../ui/status-badge';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

/** The newest baskets shown; the count says how many wait in all. */
const BASKETS_SHOWN = 3;

function BasketItem({ basket }: { basket: TBasket }) {
  const { t, locale } = useI18n();
  return (
    <li>
      <Link to={`/baskets/${basket.id}`} className={styles.itemLink}>
        <span className={styles.itemMain}>
          <span className={styles.itemTitle}>{basket.referenceNumber}</span>
          <span className={styles.itemMeta}>
            {t('dashboard.baskets.meta', {
              count: basket.paymentCount,
              date: formatDateForLocale(basket.expirationDate, locale),
            })}
          </span>
        </span>
        <span className={styles.itemSide}>
          {basket.totals.map((total) => (
            <span key={total.currency} className={styles.amount}>
              {formatWireAmount(total.amount, total.currency, locale) ??
                `${total.amount} ${total.currency}`}
            </span>
          ))}
          <StatusBadge status={basket.status} label={t(`baskets.status.${basket.status}`)} />
        </span>
      </Link>
    </li>
  );
}

/**
 * The active payment baskets (000 §2) while there are any, else nothing: the page asks first, and
 * a list that loads or fails shows no card (the baskets' own screen says why).
 */
export function useDashboardBaskets(isEnabled: boolean): readonly TBasket[] {
  return useActiveBaskets({ isEnabled }).data?.baskets ?? [];
}

/** How many baskets wait, the newest with what each holds, and the way to all of them. */
export function BasketsCard({ items }: { items: readonly TBasket[] }) {
  const { t } = useI18n();
  return (
    <DashboardCard
      title={t('dashboard.baskets.title')}
      description={t('dashboard.baskets.count', { count: items.length })}
      testId="dashboard-baskets"
      footer={<Link to="/baskets?list">{t('dashboard.baskets.all')}</Link>}
    >
      <ul className={styles.list}>
        {items.slice(0, BASKETS_SHOWN).map((basket) => (
          <BasketItem key={basket.id} basket={basket} />
        ))}
      </ul>
    </DashboardCard>
  );
}

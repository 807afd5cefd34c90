import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import {
  AccountsIcon,
  BasketsIcon,
  BulkPaymentsIcon,
  ClockIcon,
  ConsentIcon,
  GaugeIcon,
  HomeIcon,
  MobileTokenIcon,
  PaymentSlipsIcon,
  PaymentsIcon,
  PeopleIcon,
  PermissionRequestsIcon,
  ServicesIcon,
  StatementsIcon,
  TemplatesIcon,
  TransactionsIcon,
  TrustedBrowserIcon,
} from '../../ui/icons';
import { useActiveBasketCount } from '../../api/baskets';
import { useBulkPendingCount } from '../../api/bulk-payments';
import type { TMessageKey } from '../../i18n/messages';
import { useSession } from '../session/session-context';
import { MENU_AREAS, getVisibleMenuAreas, type TMenuCount, type TMenuIcon } from './menu-areas';
import styles from './shell.module.css';

const ICONS: Record<TMenuIcon, () => ReactElement> = {
  home: HomeIcon,
  accounts: AccountsIcon,
  statements: StatementsIcon,
  transactions: TransactionsIcon,
  payments: PaymentsIcon,
  templates: TemplatesIcon,
  baskets: BasketsIcon,
  paymentSlips: PaymentSlipsIcon,
  bulkPayments: BulkPaymentsIcon,
  people: PeopleIcon,
  permissionRequests: PermissionRequestsIcon,
  gauge: GaugeIcon,
  consent: ConsentIcon,
  clock: ClockIcon,
  browser: TrustedBrowserIcon,
  mobileToken: MobileTokenIcon,
  services: ServicesIcon,
};

/** How each count is read out as part of its entry's name. */
const COUNT_LABELS: Readonly<Record<TMenuCount, TMessageKey>> = {
  baskets: 'menu.basketsCount',
  bulkPayments: 'menu.bulkPaymentsCount',
};

/**
 * How many baskets wait (GET /active-payment-baskets/count) or files wait for signatures (GET
 * /bulk-payments/count), on the entry even while the menu is collapsed; read by the link as part
 * of its name. None, or a count that failed, shows nothing.
 */
function MenuCount({ kind, count }: { kind: TMenuCount; count: number | undefined }) {
  const t = useT();
  if (count === undefined || count === 0) return null;
  return (
    <>
      <span className={styles.menuCount} aria-hidden="true">
        {count}
      </span>
      {/* A space, so the link reads "Košarice 2 aktivne košarice", not run together. */}{' '}
      <span className="visually-hidden">{t(COUNT_LABELS[kind], { count })}</span>
    </>
  );
}

/** 000 §2: collapsed to icons until hovered or focused; the labels stay readable to screen readers. */
export function SideMenu() {
  const t = useT();
  const session = useSession();
  const areas = getVisibleMenuAreas(MENU_AREAS, session.allowedServices);
  // The baskets' calls are the payments' service on the server.
  const basketCount = useActiveBasketCount({
    isEnabled:
      areas.some((area) => area.count === 'baskets') &&
      session.allowedServices.includes('PAYMENTS'),
  });
  const bulkCount = useBulkPendingCount({
    isEnabled: areas.some((area) => area.count === 'bulkPayments'),
  });
  const counts: Readonly<Record<TMenuCount, number | undefined>> = {
    baskets: basketCount.data?.count,
    bulkPayments: bulkCount.data?.count,
  };
  return (
    <nav aria-label={t('shell.mainMenu')} className={styles.menu}>
      <ul className={styles.menuList}>
        {areas.map((area) => {
          const AreaIcon = ICONS[area.icon];
          return (
            <li key={area.path}>
              <NavLink to={area.path} className={styles.menuLink}>
                <AreaIcon />
                <span className={styles.menuLabel}>{t(area.labelKey)}</span>
                {area.count ? <MenuCount kind={area.count} count={counts[area.count]} /> : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

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
  PaymentsIcon,
  PeopleIcon,
  PermissionRequestsIcon,
  ServicesIcon,
  StatementsIcon,
  TemplatesIcon,
  TransactionsIcon,
  TrustedBrowserIcon,
} from '../../ui/icons';
import { useSession } from '../session/session-context';
import { MENU_AREAS, getVisibleMenuAreas, type TMenuIcon } from './menu-areas';
import styles from './shell.module.css';

const ICONS: Record<TMenuIcon, () => ReactElement> = {
  home: HomeIcon,
  accounts: AccountsIcon,
  statements: StatementsIcon,
  transactions: TransactionsIcon,
  payments: PaymentsIcon,
  templates: TemplatesIcon,
  baskets: BasketsIcon,
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

/** 000 §2: collapsed to icons until hovered or focused; the labels stay readable to screen readers. */
export function SideMenu() {
  const t = useT();
  const session = useSession();
  const areas = getVisibleMenuAreas(MENU_AREAS, session.allowedServices);
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
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

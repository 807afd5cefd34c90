import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import {
  AccountsIcon,
  BasketsIcon,
  BulkPaymentsIcon,
  ClockIcon,
  HomeIcon,
  PaymentsIcon,
  PeopleIcon,
  StatementsIcon,
  TemplatesIcon,
  TransactionsIcon,
} from '../../ui/icons';
import { useSession } from '../session/session-context';
import { MENU_AREAS, getVisibleMenuAreas, type TMenuIcon } from './menu-areas';
import styles from './shell.module.css';

/** A browser window with a tick: the trusted browsers (decorative, like the icons of ui/icons). */
function TrustedBrowserIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="4.5" width="18" height="15" rx="2" />
      <path d="M3 8.5h18M9 14l2.2 2.2L15.5 12" />
    </svg>
  );
}

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
  clock: ClockIcon,
  browser: TrustedBrowserIcon,
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

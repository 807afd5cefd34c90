import {
  EVERY_SESSION,
  isServiceAllowed,
  type TServiceCode,
  type TServiceGate,
} from '@poslovno/domain';
import type { TMessageKey } from '../../i18n/messages';

export type TMenuIcon =
  | 'home'
  | 'accounts'
  | 'statements'
  | 'transactions'
  | 'payments'
  | 'templates'
  | 'baskets'
  | 'paymentSlips'
  | 'bulkPayments'
  | 'people'
  | 'permissionRequests'
  | 'gauge'
  | 'consent'
  | 'clock'
  | 'browser'
  | 'mobileToken'
  | 'services';

/** The counts an entry may show, each read by its own call (side-menu.tsx). */
export type TMenuCount = 'baskets' | 'bulkPayments';

export interface TMenuArea {
  path: string;
  /** The allowed service that shows the entry (000 §2), or every session for the session's own. */
  service: TServiceGate;
  labelKey: TMessageKey;
  icon: TMenuIcon;
  /** Areas of the spec appear in the menu as their issues are built. */
  isBuilt: boolean;
  /** The entry shows how many of its items wait: the active baskets, the files to sign. */
  count?: TMenuCount;
}

/** The areas of 000 §2 in menu order. */
export const MENU_AREAS: readonly TMenuArea[] = [
  {
    path: '/dashboard',
    service: 'DASHBOARD',
    labelKey: 'menu.dashboard',
    icon: 'home',
    isBuilt: true,
  },
  {
    path: '/accounts',
    service: 'ACCOUNTS',
    labelKey: 'menu.accounts',
    icon: 'accounts',
    isBuilt: true,
  },
  {
    path: '/transactions',
    service: 'TRANSACTIONS',
    labelKey: 'menu.transactions',
    icon: 'transactions',
    isBuilt: true,
  },
  {
    path: '/payments',
    service: 'PAYMENTS',
    labelKey: 'menu.payments',
    icon: 'payments',
    isBuilt: true,
  },
  {
    path: '/baskets',
    service: 'BASKETS',
    labelKey: 'menu.baskets',
    icon: 'baskets',
    isBuilt: true,
    count: 'baskets',
  },
  {
    path: '/templates',
    service: 'TEMPLATES',
    labelKey: 'menu.templates',
    icon: 'templates',
    isBuilt: true,
  },
  {
    path: '/qr-hub3/list',
    service: 'QR_HUB3',
    labelKey: 'menu.paymentSlips',
    icon: 'paymentSlips',
    isBuilt: true,
  },
  {
    path: '/bulk-payment',
    service: 'BULK_PAYMENTS',
    labelKey: 'menu.bulkPayments',
    icon: 'bulkPayments',
    isBuilt: true,
    count: 'bulkPayments',
  },
  {
    path: '/statements',
    service: 'STATEMENTS',
    labelKey: 'menu.statements',
    icon: 'statements',
    isBuilt: true,
  },
  {
    path: '/instant-limits',
    service: 'ACCOUNT_MANAGEMENT',
    labelKey: 'menu.instantLimits',
    icon: 'gauge',
    isBuilt: true,
  },
  {
    path: '/account-management',
    service: 'ACCOUNT_MANAGEMENT',
    labelKey: 'menu.accountManagement',
    icon: 'people',
    isBuilt: true,
  },
  {
    path: '/permission-requests',
    service: 'ACCOUNT_MANAGEMENT',
    labelKey: 'menu.permissionRequests',
    icon: 'permissionRequests',
    isBuilt: true,
  },
  {
    path: '/gdpr-consent',
    service: 'ACCOUNT_MANAGEMENT',
    labelKey: 'menu.gdprConsent',
    icon: 'consent',
    isBuilt: true,
  },
  {
    path: '/allowed-services',
    service: EVERY_SESSION,
    labelKey: 'menu.allowedServices',
    icon: 'services',
    isBuilt: true,
  },
  {
    path: '/sessions',
    service: 'SESSIONS',
    labelKey: 'menu.sessions',
    icon: 'clock',
    isBuilt: true,
  },
  {
    path: '/registered-browsers',
    service: 'SESSIONS',
    labelKey: 'menu.registeredBrowsers',
    icon: 'browser',
    isBuilt: true,
  },
  {
    path: '/mToken/reactivation',
    service: 'SESSIONS',
    labelKey: 'menu.mTokenReactivation',
    icon: 'mobileToken',
    isBuilt: true,
  },
];

export function getVisibleMenuAreas(
  areas: readonly TMenuArea[],
  allowedServices: readonly TServiceCode[],
): TMenuArea[] {
  return areas.filter((area) => area.isBuilt && isServiceAllowed(area.service, allowedServices));
}

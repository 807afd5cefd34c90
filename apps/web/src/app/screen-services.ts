import {
  EVERY_SESSION,
  isServiceAllowed,
  type TServiceCode,
  type TServiceGate,
} from '@poslovno/domain';
import { matchRoutes } from 'react-router';
import { SIGNED_IN_PATHS } from './route-table';
import { MENU_AREAS, getVisibleMenuAreas } from './shell/menu-areas';

/**
 * The signed-in screens outside the menu, by the path of the menu entry whose service they belong
 * to (a detail, a form, a list its area links to), or every session. A screen in the menu takes
 * its entry's service, so the menu and the router never disagree.
 */
const SCREENS_OUTSIDE_MENU: Readonly<Record<string, string>> = {
  [SIGNED_IN_PATHS.home]: EVERY_SESSION,
  [SIGNED_IN_PATHS.accountDetail]: '/accounts',
  [SIGNED_IN_PATHS.payment]: '/payments',
  [SIGNED_IN_PATHS.template]: '/templates',
  [SIGNED_IN_PATHS.paymentSlipCreate]: '/qr-hub3/list',
  [SIGNED_IN_PATHS.basket]: '/baskets',
  [SIGNED_IN_PATHS.bulkPaymentUpload]: '/bulk-payment',
  [SIGNED_IN_PATHS.bulkPayment]: '/bulk-payment',
  [SIGNED_IN_PATHS.bulkPaymentGroup]: '/bulk-payment',
  [SIGNED_IN_PATHS.instantLimitRequests]: '/instant-limits',
  [SIGNED_IN_PATHS.paymentConfirmations]: '/payments',
  [SIGNED_IN_PATHS.notFound]: EVERY_SESSION,
};

const SCREEN_ROUTES = Object.values(SIGNED_IN_PATHS).map((path) => ({ path }));

function findMenuService(path: string): TServiceGate | undefined {
  return MENU_AREAS.find((area) => area.path === path)?.service;
}

/** The service of a screen of the route table (its path as written there), if it has one. */
export function getScreenService(screenPath: string): TServiceGate | undefined {
  const own = findMenuService(screenPath);
  if (own !== undefined) return own;
  const owner = SCREENS_OUTSIDE_MENU[screenPath];
  if (owner === EVERY_SESSION) return EVERY_SESSION;
  return owner === undefined ? undefined : findMenuService(owner);
}

/** The screen an address opens, by the route table's path. */
export function findScreenPath(pathname: string): string {
  const path = matchRoutes(SCREEN_ROUTES, pathname)?.at(-1)?.route.path;
  if (path === undefined) throw new Error(`${pathname} matches no signed-in route`);
  return path;
}

/** The service of the screen an address opens; every screen of the table has one (a test says so). */
export function findScreenService(pathname: string): TServiceGate {
  const path = findScreenPath(pathname);
  const service = getScreenService(path);
  if (service === undefined) throw new Error(`the screen ${path} names no service`);
  return service;
}

export function isScreenAllowed(pathname: string, allowedServices: readonly TServiceCode[]) {
  return isServiceAllowed(findScreenService(pathname), allowedServices);
}

/**
 * Where a signed-in session starts: the dashboard, or the first area of the menu that the
 * session may use (the allowed services are every session's, so there always is one).
 */
export function getHomePath(allowedServices: readonly TServiceCode[]): string {
  if (isScreenAllowed(SIGNED_IN_PATHS.dashboard, allowedServices)) return SIGNED_IN_PATHS.dashboard;
  return (
    getVisibleMenuAreas(MENU_AREAS, allowedServices)[0]?.path ?? SIGNED_IN_PATHS.allowedServices
  );
}

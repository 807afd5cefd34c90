import { MENU_AREAS } from '../../app/shell/menu-areas';
import type { TMessageKey } from '../../i18n/messages';

/** What a visited page is called: a title, an account's page, or a path the app does not name. */
export type TPageName =
  | { kind: 'title'; key: TMessageKey }
  | { kind: 'account'; accountId: string }
  | { kind: 'path'; path: string };

/** The routes of 000 §2 outside the menu, by the titles their pages carry. */
const OTHER_PAGE_KEYS: Readonly<Record<string, TMessageKey>> = {
  '/': 'menu.dashboard',
  '/payment': 'sessions.pageName.payment',
  '/template': 'sessions.pageName.template',
  '/login': 'sessions.pageName.login',
  '/login/mock': 'sessions.pageName.loginMock',
  '/mobile-token': 'sessions.pageName.mobileToken',
  '/ui': 'sessions.pageName.catalogue',
};

const ACCOUNT_PATH = /^\/accounts\/([^/]+)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^\d+$/;
const ID_PLACEHOLDER = '…';

function isIdSegment(segment: string): boolean {
  return UUID.test(segment) || NUMBER.test(segment);
}

/**
 * A page the session visited, as the server recorded it (the address's path), named as the menu
 * and the page's heading name it: "/payments" is Plaćanja, "/accounts/<id>" the account's page.
 * A path the app has no name for is shown with its ids left out, which say nothing to a person.
 */
export function readPageName(recordedPath: string): TPageName {
  const path = recordedPath.length > 1 ? recordedPath.replace(/\/+$/, '') : recordedPath;
  const area = MENU_AREAS.find((candidate) => candidate.path === path);
  if (area) return { kind: 'title', key: area.labelKey };
  if (Object.hasOwn(OTHER_PAGE_KEYS, path)) {
    const key = OTHER_PAGE_KEYS[path];
    if (key) return { kind: 'title', key };
  }
  const accountId = ACCOUNT_PATH.exec(path)?.[1];
  if (accountId !== undefined && UUID.test(accountId)) return { kind: 'account', accountId };
  const withoutIds = path
    .split('/')
    .map((segment) => (isIdSegment(segment) ? ID_PLACEHOLDER : segment))
    .join('/');
  return { kind: 'path', path: withoutIds };
}

import { ACCOUNTS_VIEWS, DEFAULT_ACCOUNTS_VIEW, type TAccountsView } from '@poslovno/domain';
import { pickAllowedValue, readCookie, writeCookie } from './cookies';

/** 000 §2: the accounts view is remembered in a cookie named accountsView (default card). */
export const ACCOUNTS_VIEW_COOKIE = 'accountsView';

export function readAccountsView(): TAccountsView {
  return pickAllowedValue(readCookie(ACCOUNTS_VIEW_COOKIE), ACCOUNTS_VIEWS, DEFAULT_ACCOUNTS_VIEW);
}

export function writeAccountsView(view: TAccountsView): void {
  writeCookie(ACCOUNTS_VIEW_COOKIE, view);
}

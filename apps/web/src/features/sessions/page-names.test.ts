import { describe, expect, it } from 'vitest';
import { readPageName } from './page-names';

const ACCOUNT_ID = '0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e8f';

describe('readPageName', () => {
  it("names the menu's pages by the menu's titles", () => {
    expect(readPageName('/payments')).toEqual({ kind: 'title', key: 'menu.payments' });
    expect(readPageName('/dashboard/')).toEqual({ kind: 'title', key: 'menu.dashboard' });
    expect(readPageName('/registered-browsers')).toEqual({
      kind: 'title',
      key: 'menu.registeredBrowsers',
    });
  });

  it('names the pages outside the menu by their headings', () => {
    expect(readPageName('/payment')).toEqual({ kind: 'title', key: 'sessions.pageName.payment' });
    expect(readPageName('/login/mock')).toEqual({
      kind: 'title',
      key: 'sessions.pageName.loginMock',
    });
    expect(readPageName('/')).toEqual({ kind: 'title', key: 'menu.dashboard' });
  });

  it("gives an account's page its account", () => {
    expect(readPageName(`/accounts/${ACCOUNT_ID}`)).toEqual({
      kind: 'account',
      accountId: ACCOUNT_ID,
    });
  });

  it('shows an unknown path without its ids', () => {
    expect(readPageName(`/transactions/recalls/${ACCOUNT_ID}/12345`)).toEqual({
      kind: 'path',
      path: '/transactions/recalls/…/…',
    });
    expect(readPageName('/accounts/not-an-id')).toEqual({
      kind: 'path',
      path: '/accounts/not-an-id',
    });
    expect(readPageName('/constructor')).toEqual({ kind: 'path', path: '/constructor' });
  });
});

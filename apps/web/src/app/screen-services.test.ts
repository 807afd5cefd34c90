import { describe, expect, it } from 'vitest';
import { EVERY_SESSION, SERVICE_CODES } from '@poslovno/domain';
import { SIGNED_IN_PATHS } from './route-table';
import {
  findScreenPath,
  findScreenService,
  getHomePath,
  getScreenService,
  isScreenAllowed,
} from './screen-services';
import { MENU_AREAS } from './shell/menu-areas';

describe('the service of each signed-in screen', () => {
  it('is known for every path of the route table, so the router can gate each', () => {
    const unnamed = Object.values(SIGNED_IN_PATHS).filter(
      (path) => getScreenService(path) === undefined,
    );
    expect(unnamed).toEqual([]);
  });

  it("is the menu entry's own for a screen in the menu", () => {
    for (const area of MENU_AREAS.filter((one) => one.isBuilt))
      expect(getScreenService(area.path), area.path).toBe(area.service);
  });

  it("is its area's for a detail, a form or a list the area links to", () => {
    expect(findScreenService('/accounts/0b7e1f52-3c1a-4d8e-9f60-2a4b5c6d7e8f')).toBe('ACCOUNTS');
    expect(findScreenService('/payment')).toBe('PAYMENTS');
    expect(findScreenService('/payment-confirmations')).toBe('PAYMENTS');
    expect(findScreenService('/template')).toBe('TEMPLATES');
    expect(findScreenService('/instant-limit-requests')).toBe('ACCOUNT_MANAGEMENT');
  });

  it('is every session for the home, the allowed services and an unknown address', () => {
    expect(findScreenService('/')).toBe(EVERY_SESSION);
    expect(findScreenService('/allowed-services')).toBe(EVERY_SESSION);
    expect(findScreenPath('/no-such-page')).toBe(SIGNED_IN_PATHS.notFound);
    expect(findScreenService('/no-such-page')).toBe(EVERY_SESSION);
  });
});

describe('isScreenAllowed', () => {
  it('lets a session open the screens of its services and those of every session', () => {
    expect(isScreenAllowed('/payments', ['PAYMENTS'])).toBe(true);
    expect(isScreenAllowed('/payments', ['TEMPLATES'])).toBe(false);
    expect(isScreenAllowed('/gdpr-consent', ['PAYMENTS', 'SESSIONS'])).toBe(false);
    expect(isScreenAllowed('/allowed-services', [])).toBe(true);
  });
});

describe('getHomePath', () => {
  it('is the dashboard, else the first area of the menu the session may use', () => {
    expect(getHomePath([...SERVICE_CODES])).toBe('/dashboard');
    expect(getHomePath(['TRANSACTIONS', 'ACCOUNTS'])).toBe('/accounts');
    expect(getHomePath([])).toBe('/allowed-services');
  });
});

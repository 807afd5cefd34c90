import { describe, expect, it } from 'vitest';
import { SERVICE_CODES } from '@poslovno/domain';
import { apiRoutes } from './routes';
import { EVERY_SESSION, isServiceAllowed, type TRouteDefinition } from './route-definition';

describe('the service of each route', () => {
  const routes = Object.entries(apiRoutes) as [string, TRouteDefinition][];

  it('is named by every signed-in route: one of the allowed services, or every session', () => {
    const unnamed = routes
      .filter(([, route]) => route.access === 'session' && route.service === undefined)
      .map(([name]) => name);
    expect(unnamed).toEqual([]);
  });

  it('is one of the allowed services or every session, and only on a signed-in route', () => {
    for (const [name, route] of routes) {
      if (route.service === undefined) continue;
      expect([...SERVICE_CODES, EVERY_SESSION], name).toContain(route.service);
      expect(route.access, name).toBe('session');
    }
  });

  // The marker is not a way around the services: a route joins this list by a decision of its own.
  it('keeps every session to the session, the person and what every area shares', () => {
    const everySession = routes
      .filter(([, route]) => route.service === EVERY_SESSION)
      .map(([name]) => name)
      .sort();
    expect(everySession).toEqual([
      'deleteSession',
      'getAccounts',
      'getAllowedServices',
      'getCurrentSession',
      'getDevices',
      'getPersonalSettings',
      'getRelationshipManager',
      'getSessionExpiration',
      'patchPersonalSettings',
      'patchSessionRenew',
      'postRegisteredBrowser',
    ]);
  });
});

describe('isServiceAllowed', () => {
  it('allows a service the session has, and every session whatever it has', () => {
    expect(isServiceAllowed('PAYMENTS', ['PAYMENTS'])).toBe(true);
    expect(isServiceAllowed('PAYMENTS', ['TEMPLATES'])).toBe(false);
    expect(isServiceAllowed(EVERY_SESSION, [])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { TServiceCode } from '@poslovno/domain';
import { MENU_AREAS, getVisibleMenuAreas } from './menu-areas';

function visiblePaths(services: readonly TServiceCode[]): string[] {
  return getVisibleMenuAreas(MENU_AREAS, services).map((area) => area.path);
}

describe('getVisibleMenuAreas', () => {
  it('shows only built areas the session may use, and the allowed services to every session', () => {
    expect(visiblePaths(['ACCOUNTS', 'STATEMENTS'])).toEqual([
      '/accounts',
      '/statements',
      '/allowed-services',
    ]);
    expect(visiblePaths([])).toEqual(['/allowed-services']);
  });

  it('offers the payment baskets right under the payments, with their count', () => {
    expect(visiblePaths(['PAYMENTS', 'BASKETS', 'TEMPLATES'])).toEqual([
      '/payments',
      '/baskets',
      '/templates',
      '/allowed-services',
    ]);
    expect(MENU_AREAS.find((area) => area.path === '/baskets')?.count).toBe('baskets');
  });

  it('offers the SEPA bulk files with their own service after the payment slips, with the count of files to sign', () => {
    expect(visiblePaths(['PAYMENTS', 'QR_HUB3', 'BULK_PAYMENTS'])).toEqual([
      '/payments',
      '/qr-hub3/list',
      '/bulk-payment',
      '/allowed-services',
    ]);
    expect(visiblePaths(['PAYMENTS'])).not.toContain('/bulk-payment');
    expect(MENU_AREAS.find((area) => area.path === '/bulk-payment')?.count).toBe('bulkPayments');
  });

  it('offers the HUB3 payment slips with their own service, after the templates', () => {
    expect(visiblePaths(['PAYMENTS', 'TEMPLATES', 'QR_HUB3'])).toEqual([
      '/payments',
      '/templates',
      '/qr-hub3/list',
      '/allowed-services',
    ]);
    expect(visiblePaths(['PAYMENTS'])).not.toContain('/qr-hub3/list');
  });

  it('offers the authorised persons, their requests and the marketing consents with account management', () => {
    const paths = visiblePaths(['ACCOUNT_MANAGEMENT']);
    expect(paths).toContain('/account-management');
    expect(paths).toContain('/permission-requests');
    expect(paths).toContain('/gdpr-consent');
    expect(visiblePaths(['ACCOUNTS'])).not.toContain('/gdpr-consent');
    expect(visiblePaths(['ACCOUNTS'])).not.toContain('/permission-requests');
  });

  it('offers the instant payment limits with account management, as the server gates them', () => {
    expect(visiblePaths(['ACCOUNT_MANAGEMENT'])).toContain('/instant-limits');
    expect(visiblePaths(['PAYMENTS'])).not.toContain('/instant-limits');
  });

  it('offers the sessions, the trusted browsers and the mobile token reactivation with the sessions service', () => {
    expect(visiblePaths(['ACCOUNTS', 'SESSIONS'])).toEqual([
      '/accounts',
      '/allowed-services',
      '/sessions',
      '/registered-browsers',
      '/mToken/reactivation',
    ]);
  });
});

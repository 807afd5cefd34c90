import { describe, expect, it } from 'vitest';
import { EVERY_SESSION, SERVICE_CODES } from '@poslovno/domain';
import { MENU_AREAS, type TMenuArea } from '../../../app/shell/menu-areas';
import { describeServices } from './service-overview';

const area = (path: string, service: TMenuArea['service'], isBuilt = true): TMenuArea => ({
  path,
  service,
  labelKey: 'menu.dashboard',
  icon: 'home',
  isBuilt,
});

const AREAS = [
  area('/dashboard', 'DASHBOARD'),
  area('/instant-limits', 'ACCOUNT_MANAGEMENT'),
  area('/account-management', 'ACCOUNT_MANAGEMENT', false),
  area('/allowed-services', EVERY_SESSION),
  area('/sessions', 'SESSIONS'),
  area('/gdpr-consent', 'ACCOUNT_MANAGEMENT'),
  area('/baskets', 'BASKETS', false),
];

const summarise = (entries: ReturnType<typeof describeServices>['available']) =>
  entries.map((entry) => [entry.service, entry.areas.map((one) => one.path)]);

describe('describeServices', () => {
  it("groups the menu's built entries by service, in menu order, split by the session's services", () => {
    const overview = describeServices(AREAS, ['DASHBOARD', 'SESSIONS', 'BASKETS']);
    expect(summarise(overview.available)).toEqual([
      ['DASHBOARD', ['/dashboard']],
      ['SESSIONS', ['/sessions']],
    ]);
    expect(summarise(overview.unavailable)).toEqual([
      ['ACCOUNT_MANAGEMENT', ['/instant-limits', '/gdpr-consent']],
    ]);
  });

  it("leaves out every session's own entries and the services without a screen yet", () => {
    const overview = describeServices(AREAS, [...SERVICE_CODES]);
    expect(overview.unavailable).toEqual([]);
    expect(summarise(overview.available).map(([service]) => service)).toEqual([
      'DASHBOARD',
      'ACCOUNT_MANAGEMENT',
      'SESSIONS',
    ]);
  });

  it("takes the product's services from the menu itself", () => {
    const { available } = describeServices(MENU_AREAS, [...SERVICE_CODES]);
    const built = MENU_AREAS.filter((one) => one.isBuilt && one.service !== EVERY_SESSION);
    expect(available.flatMap((entry) => entry.areas)).toHaveLength(built.length);
    expect(describeServices(MENU_AREAS, []).available).toEqual([]);
  });
});

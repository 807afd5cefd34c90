import { describe, expect, it } from 'vitest';
import { MENU_AREAS, getVisibleMenuAreas } from './menu-areas';

describe('getVisibleMenuAreas', () => {
  it('shows only built areas the session may use', () => {
    expect(
      getVisibleMenuAreas(MENU_AREAS, ['ACCOUNTS', 'ACCOUNT_MANAGEMENT']).map((area) => area.path),
    ).toEqual(['/accounts']);
    expect(getVisibleMenuAreas(MENU_AREAS, ['ACCOUNT_MANAGEMENT'])).toEqual([]);
  });

  it('offers the sessions and the trusted browsers with the sessions service', () => {
    expect(
      getVisibleMenuAreas(MENU_AREAS, ['ACCOUNTS', 'SESSIONS']).map((area) => area.path),
    ).toEqual(['/accounts', '/sessions', '/registered-browsers']);
  });
});

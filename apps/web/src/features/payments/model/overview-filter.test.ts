import { describe, expect, it } from 'vitest';
import { mergeOverviewParams, readOverviewFilter, readStatusGroups } from './overview-filter';

describe('readOverviewFilter', () => {
  it('reads the applied filters and search from the address', () => {
    const params = new URLSearchParams(
      'from=2026-11-01&to=2026-11-30&status=EXECUTED,UNAUTHORIZED&currencyType=FOREIGN&creditorName=Agro&paymentId=1000001',
    );
    expect(readOverviewFilter(params)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'UNAUTHORIZED,EXECUTED',
      currencyType: 'FOREIGN',
      creditorName: 'Agro',
      paymentId: '1000001',
    });
  });

  it('drops empty values, unknown status groups and an unknown currency type', () => {
    const params = new URLSearchParams('status=NOPE&currencyType=OTHER&description=&sort=x');
    expect(readOverviewFilter(params)).toEqual({});
  });
});

describe('readStatusGroups', () => {
  it('keeps the groups of 000 §4 in their order', () => {
    expect(readStatusGroups('CANCELLED,FOR_AUTHORIZATION,x')).toEqual([
      'FOR_AUTHORIZATION',
      'CANCELLED',
    ]);
    expect(readStatusGroups(null)).toEqual([]);
  });
});

describe('mergeOverviewParams', () => {
  it("replaces one panel's keys and keeps the other's", () => {
    const current = new URLSearchParams('status=EXECUTED&creditorName=Agro&paymentId=1');
    const next = mergeOverviewParams(current, ['paymentId', 'creditorName'], {
      creditorName: 'Baranja',
      paymentId: null,
    });
    expect(next.toString()).toBe('status=EXECUTED&creditorName=Baranja');
  });
});

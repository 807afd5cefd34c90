import { describe, expect, it } from 'vitest';
import type { TStatistics } from '@poslovno/contract';
import { findLargestAmount, toStatisticsBars } from './statistics-bars';

const STATISTICS: TStatistics = {
  accountId: '08a3b5e2-370f-54b6-a15f-72c29d946139',
  currency: 'EUR',
  months: [
    { month: '2026-09', incoming: '0.00', outgoing: '0.00', incomingCount: 0, outgoingCount: 0 },
    {
      month: '2026-10',
      incoming: '78240.51',
      outgoing: '33287.92',
      incomingCount: 15,
      outgoingCount: 20,
    },
    {
      month: '2026-11',
      incoming: '54000.17',
      outgoing: '126192.48',
      incomingCount: 6,
      outgoingCount: 13,
    },
  ],
};

describe('statistics as bars', () => {
  it('reads each month in minor units, oldest first', () => {
    expect(toStatisticsBars(STATISTICS)).toEqual([
      {
        month: '2026-09',
        incomingMinor: 0n,
        outgoingMinor: 0n,
        incomingCount: 0,
        outgoingCount: 0,
      },
      {
        month: '2026-10',
        incomingMinor: 7_824_051n,
        outgoingMinor: 3_328_792n,
        incomingCount: 15,
        outgoingCount: 20,
      },
      {
        month: '2026-11',
        incomingMinor: 5_400_017n,
        outgoingMinor: 12_619_248n,
        incomingCount: 6,
        outgoingCount: 13,
      },
    ]);
  });

  it('reads the currency’s own decimals and draws money out as a height', () => {
    const bars = toStatisticsBars({
      accountId: STATISTICS.accountId,
      currency: 'JPY',
      months: [
        { month: '2026-11', incoming: '1500', outgoing: '-20', incomingCount: 1, outgoingCount: 1 },
      ],
    });
    expect(bars[0]?.incomingMinor).toBe(1500n);
    expect(bars[0]?.outgoingMinor).toBe(20n);
  });

  it('refuses an amount that is not a decimal of the currency', () => {
    expect(() =>
      toStatisticsBars({
        ...STATISTICS,
        months: [
          {
            month: '2026-11',
            incoming: '1.005',
            outgoing: '0.00',
            incomingCount: 1,
            outgoingCount: 0,
          },
        ],
      }),
    ).toThrow(/not a EUR decimal/);
  });

  it('finds the largest amount in or out', () => {
    expect(findLargestAmount(toStatisticsBars(STATISTICS))).toBe(12_619_248n);
    expect(findLargestAmount([])).toBe(0n);
  });
});

import type { TStatistics } from '@poslovno/contract';
import { assert, parseDecimalToMinor } from '@poslovno/domain';

/** One month of the chart: money in and out in minor units, and how many bookings made them. */
export interface TStatisticsBar {
  month: string;
  incomingMinor: bigint;
  outgoingMinor: bigint;
  incomingCount: number;
  outgoingCount: number;
}

function readMinor(amount: string, currency: string): bigint {
  const minor = parseDecimalToMinor(amount, currency);
  // The contract promises a decimal of the account's currency; anything else is a server bug.
  assert(minor !== undefined, `statistics amount ${amount} is not a ${currency} decimal`);
  // Money out is reported as a positive total; a sign would only flip the bar, so it is dropped.
  return minor < 0n ? -minor : minor;
}

/** The statistics answer as bars, oldest month first (the answer's own order). */
export function toStatisticsBars(statistics: TStatistics): TStatisticsBar[] {
  return statistics.months.map((month) => ({
    month: month.month,
    incomingMinor: readMinor(month.incoming, statistics.currency),
    outgoingMinor: readMinor(month.outgoing, statistics.currency),
    incomingCount: month.incomingCount,
    outgoingCount: month.outgoingCount,
  }));
}

/** The largest amount in or out of any month: the value axis must reach it. */
export function findLargestAmount(bars: readonly TStatisticsBar[]): bigint {
  return bars.reduce((largest, bar) => {
    const ofMonth = bar.incomingMinor > bar.outgoingMinor ? bar.incomingMinor : bar.outgoingMinor;
    return ofMonth > largest ? ofMonth : largest;
  }, 0n);
}

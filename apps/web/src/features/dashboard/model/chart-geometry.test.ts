import { describe, expect, it } from 'vitest';
import { computeChartScale, type TChartScale } from './chart-scale';
import {
  MIN_VISIBLE_BAR_PX,
  computeMonthGeometry,
  computePlotArea,
  getTickY,
  type TPlotArea,
} from './chart-geometry';
import type { TStatisticsBar } from './statistics-bars';

function bar(month: string, incomingMinor: bigint, outgoingMinor: bigint): TStatisticsBar {
  return { month, incomingMinor, outgoingMinor, incomingCount: 1, outgoingCount: 1 };
}

const PLOT: TPlotArea = { left: 60, top: 10, right: 660, bottom: 210 };

function requireScale(largest: bigint): TChartScale {
  const scale = computeChartScale(largest);
  if (!scale) throw new Error('no scale');
  return scale;
}

describe('chart geometry', () => {
  it('leaves room for the longest value label and two lines of month names', () => {
    const plot = computePlotArea({ widthPx: 700, heightPx: 240, fontSizePx: 14 }, 8);
    expect(plot).toEqual({ left: 80, top: 11, right: 693, bottom: 201 });
  });

  it('widens the label room with a larger font (000 §9 font sizes)', () => {
    const normal = computePlotArea({ widthPx: 700, heightPx: 240, fontSizePx: 14 }, 8);
    const large = computePlotArea({ widthPx: 700, heightPx: 240, fontSizePx: 31.8 }, 8);
    expect(large.left).toBeGreaterThan(normal.left * 2);
    expect(large.bottom).toBeLessThan(normal.bottom);
  });

  it('puts the ticks from the zero line at the bottom to the top of the plot', () => {
    const scale = requireScale(10_000_000n);
    expect(getTickY(0n, scale, PLOT)).toBe(210);
    expect(getTickY(5_000_000n, scale, PLOT)).toBe(110);
    expect(getTickY(10_000_000n, scale, PLOT)).toBe(10);
  });

  it('gives each month an equal slot, money in left of its middle and money out right', () => {
    const scale = requireScale(10_000_000n);
    const months = computeMonthGeometry(
      [bar('2026-10', 10_000_000n, 5_000_000n), bar('2026-11', 2_500_000n, 0n)],
      scale,
      PLOT,
      14,
    );
    expect(months.map((month) => month.centreX)).toEqual([210, 510]);
    const [october, november] = months;
    if (!october || !november) throw new Error('two months');
    expect(october.incoming).toEqual({ x: 174, y: 10, width: 35, height: 200 });
    expect(october.outgoing).toEqual({ x: 211, y: 110, width: 35, height: 100 });
    expect(november.incoming.height).toBe(50);
    expect(november.incoming.y + november.incoming.height).toBe(PLOT.bottom);
    expect(november.outgoing).toEqual({ x: 511, y: 210, width: 35, height: 0 });
  });

  it('keeps bars inside their slot when many months share a narrow plot', () => {
    const scale = requireScale(100n);
    const bars = Array.from({ length: 24 }, (_, index) => bar(`m${index}`, 100n, 100n));
    const narrow = { left: 40, top: 10, right: 300, bottom: 110 };
    const months = computeMonthGeometry(bars, scale, narrow, 14);
    const slot = (narrow.right - narrow.left) / 24;
    for (const [index, month] of months.entries()) {
      expect(month.incoming.x).toBeGreaterThanOrEqual(narrow.left + slot * index);
      expect(month.outgoing.x + month.outgoing.width).toBeLessThanOrEqual(
        narrow.left + slot * (index + 1),
      );
    }
  });

  it('caps the bar width on a wide plot so bars stay bars', () => {
    const scale = requireScale(100n);
    const wide = { left: 0, top: 0, right: 3000, bottom: 100 };
    const [month] = computeMonthGeometry([bar('2026-11', 100n, 50n)], scale, wide, 14);
    expect(month?.incoming.width).toBe(35);
  });

  it('keeps a tiny amount visible beside a large one, and draws nothing for zero', () => {
    const scale = requireScale(100_000_000n);
    const [month] = computeMonthGeometry([bar('2026-11', 100_000_000n, 1n)], scale, PLOT, 14);
    expect(month?.outgoing.height).toBe(MIN_VISIBLE_BAR_PX);
    expect(month?.outgoing.y).toBe(PLOT.bottom - MIN_VISIBLE_BAR_PX);
  });

  it('has nothing to place without months', () => {
    expect(computeMonthGeometry([], requireScale(1n), PLOT, 14)).toEqual([]);
  });
});

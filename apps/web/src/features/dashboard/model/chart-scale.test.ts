import { describe, expect, it } from 'vitest';
import { computeChartScale, formatAxisAmount, getScaleRatio } from './chart-scale';

describe('chart scale', () => {
  it('has no scale without turnover', () => {
    expect(computeChartScale(0n)).toBeUndefined();
    expect(computeChartScale(-5n)).toBeUndefined();
  });

  it('covers the largest amount in at most five round steps', () => {
    // 100,475.00 EUR: steps of 25,000.00 up to 125,000.00.
    expect(computeChartScale(10_047_500n)).toEqual({
      maxMinor: 12_500_000n,
      stepMinor: 2_500_000n,
      ticksMinor: [0n, 2_500_000n, 5_000_000n, 7_500_000n, 10_000_000n, 12_500_000n],
    });
  });

  it('ends exactly on a round largest amount', () => {
    const scale = computeChartScale(10_000_000n);
    expect(scale?.maxMinor).toBe(10_000_000n);
    expect(scale?.stepMinor).toBe(2_000_000n);
  });

  it('handles the smallest amounts with whole minor steps', () => {
    expect(computeChartScale(1n)).toEqual({ maxMinor: 1n, stepMinor: 1n, ticksMinor: [0n, 1n] });
    expect(computeChartScale(7n)?.stepMinor).toBe(2n);
    expect(computeChartScale(11n)?.stepMinor).toBe(5n);
  });

  it('keeps every amount below its top and never more than the allowed steps', () => {
    for (const largest of [3n, 99n, 101n, 12_345n, 999_999_999n, 10n ** 20n + 1n]) {
      const scale = computeChartScale(largest);
      expect(scale).toBeDefined();
      if (!scale) continue;
      expect(scale.maxMinor >= largest).toBe(true);
      expect(scale.ticksMinor.length - 1).toBeLessThanOrEqual(5);
      expect(scale.ticksMinor.at(-1)).toBe(scale.maxMinor);
    }
  });

  it('gives a bar its share of the axis', () => {
    const scale = computeChartScale(10_000_000n);
    if (!scale) throw new Error('no scale');
    expect(getScaleRatio(0n, scale)).toBe(0);
    expect(getScaleRatio(5_000_000n, scale)).toBe(0.5);
    expect(getScaleRatio(10_000_000n, scale)).toBe(1);
    expect(getScaleRatio(1n, scale)).toBeCloseTo(0, 5);
    // Larger than the axis (never from computeChartScale's own largest): held at the top.
    expect(getScaleRatio(20_000_000n, scale)).toBe(1);
  });

  it('computes the share of amounts too large for a double exactly enough', () => {
    const scale = computeChartScale(10n ** 22n);
    if (!scale) throw new Error('no scale');
    expect(getScaleRatio(10n ** 22n / 4n, scale)).toBe(0.25);
  });

  it('labels the axis in the short form of the interface language', () => {
    expect(formatAxisAmount(12_500_000n, 'EUR', 'hr')).toBe('125\u00a0tis.');
    expect(formatAxisAmount(12_500_000n, 'EUR', 'en')).toBe('125K');
    expect(formatAxisAmount(250_000_000n, 'EUR', 'en')).toBe('2.5M');
    expect(formatAxisAmount(50n, 'EUR', 'hr')).toBe('0,5');
    expect(formatAxisAmount(0n, 'EUR', 'hr')).toBe('0');
  });
});

import { assert, formatMinorAsDecimal, toBcp47, type TLocale } from '@poslovno/domain';

/** The value axis: from zero to `maxMinor` in equal steps, every tick a round amount. */
export interface TChartScale {
  maxMinor: bigint;
  stepMinor: bigint;
  /** From 0 up to and including `maxMinor`. */
  ticksMinor: bigint[];
}

/** At most this many steps above zero, so the axis labels never crowd a short chart. */
export const MAX_AXIS_STEPS = 5;

/**
 * A bar's height is a share of the axis, in steps of 1/RATIO_PRECISION. Only this ratio of two
 * bigints becomes a Number (at most RATIO_PRECISION, exact in a double); the amounts never do.
 */
const RATIO_PRECISION = 100_000n;

function divideRoundingUp(dividend: bigint, divisor: bigint): bigint {
  return (dividend + divisor - 1n) / divisor;
}

/** Round steps in minor units, smallest first: 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500… */
function* listRoundSteps(): Generator<bigint> {
  yield 1n;
  yield 2n;
  yield 5n;
  for (let power = 10n; ; power *= 10n) {
    yield power;
    yield 2n * power;
    yield (25n * power) / 10n;
    yield 5n * power;
  }
}

/**
 * The smallest round step that covers the largest amount in at most `maxSteps` steps, so the
 * tallest bar reaches well up the chart and every tick reads as a round amount. Undefined when
 * there is nothing to draw (no turnover at all).
 */
export function computeChartScale(
  largestMinor: bigint,
  maxSteps: number = MAX_AXIS_STEPS,
): TChartScale | undefined {
  assert(maxSteps >= 1, 'a scale needs at least one step');
  if (largestMinor <= 0n) return undefined;
  for (const stepMinor of listRoundSteps()) {
    const steps = divideRoundingUp(largestMinor, stepMinor);
    if (steps <= BigInt(maxSteps)) {
      const ticksMinor = Array.from({ length: Number(steps) + 1 }, (_, index) => {
        return BigInt(index) * stepMinor;
      });
      return { maxMinor: steps * stepMinor, stepMinor, ticksMinor };
    }
  }
  return undefined;
}

/** The share of the axis an amount takes, 0 to 1 (see RATIO_PRECISION for why this is exact enough). */
export function getScaleRatio(valueMinor: bigint, scale: TChartScale): number {
  if (valueMinor <= 0n) return 0;
  const clamped = valueMinor > scale.maxMinor ? scale.maxMinor : valueMinor;
  return Number((clamped * RATIO_PRECISION) / scale.maxMinor) / Number(RATIO_PRECISION);
}

/**
 * An axis label: the round amount in the locale's short form ("125 tis.", "125K"). Intl reads the
 * exact decimal string, so no amount passes through a float on its way to the label.
 */
export function formatAxisAmount(minor: bigint, currency: string, locale: TLocale): string {
  return new Intl.NumberFormat(toBcp47(locale), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(formatMinorAsDecimal(minor, currency) as Intl.StringNumericLiteral);
}

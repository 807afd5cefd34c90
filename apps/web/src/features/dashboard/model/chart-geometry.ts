import { getScaleRatio, type TChartScale } from './chart-scale';
import type { TStatisticsBar } from './statistics-bars';

/** The chart's measured box and the font size its labels are drawn in, all in CSS pixels. */
export interface TChartFrame {
  widthPx: number;
  heightPx: number;
  fontSizePx: number;
}

/** Where the bars go inside the frame: the rest is the axis labels' room. */
export interface TPlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface TBarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TMonthGeometry {
  month: string;
  /** The middle of the month's slot, where its label sits. */
  centreX: number;
  incoming: TBarRect;
  outgoing: TBarRect;
}

/** A digit of the labels' font is about this wide, in ems (tabular figures in the system fonts). */
const CHARACTER_WIDTH_EM = 0.62;
/** Month name and year stand under the bars on two lines. */
const MONTH_LABEL_LINES_EM = 2.75;
/** A bar is at most this wide, in ems, so that six months on a wide screen still look like bars. */
const MAX_BAR_WIDTH_EM = 2.5;
/** The two bars of a month fill this share of its slot; the rest separates the months. */
const BARS_SHARE_OF_SLOT = 0.6;
/** An amount above zero keeps a visible bar however small beside the largest. */
export const MIN_VISIBLE_BAR_PX = 2;
const GAP_BETWEEN_BARS_PX = 2;

/**
 * The plot inside the frame: on the left the room for the longest value label, at the bottom two
 * lines for the month names, above half a line so the top label is not cut.
 */
export function computePlotArea(frame: TChartFrame, longestTickLabelChars: number): TPlotArea {
  const em = frame.fontSizePx;
  return {
    left: Math.ceil(longestTickLabelChars * CHARACTER_WIDTH_EM * em + 0.75 * em),
    top: Math.ceil(0.75 * em),
    right: Math.floor(frame.widthPx - 0.5 * em),
    bottom: Math.floor(frame.heightPx - MONTH_LABEL_LINES_EM * em),
  };
}

/** The height of a tick's grid line. */
export function getTickY(tickMinor: bigint, scale: TChartScale, plot: TPlotArea): number {
  return plot.bottom - getScaleRatio(tickMinor, scale) * (plot.bottom - plot.top);
}

function toBar(valueMinor: bigint, x: number, width: number, scale: TChartScale, plot: TPlotArea) {
  const fullHeight = plot.bottom - plot.top;
  const scaled = getScaleRatio(valueMinor, scale) * fullHeight;
  const height = valueMinor > 0n ? Math.max(scaled, MIN_VISIBLE_BAR_PX) : 0;
  return { x, y: plot.bottom - height, width, height };
}

/**
 * Each month gets an equal slot from left to right; in it, money in stands left of the middle and
 * money out right of it, both growing up from the zero line.
 */
export function computeMonthGeometry(
  bars: readonly TStatisticsBar[],
  scale: TChartScale,
  plot: TPlotArea,
  fontSizePx: number,
): TMonthGeometry[] {
  if (bars.length === 0) return [];
  const slot = (plot.right - plot.left) / bars.length;
  const barWidth = Math.max(
    1,
    Math.min((slot * BARS_SHARE_OF_SLOT - GAP_BETWEEN_BARS_PX) / 2, MAX_BAR_WIDTH_EM * fontSizePx),
  );
  return bars.map((bar, index) => {
    const centreX = plot.left + slot * (index + 0.5);
    return {
      month: bar.month,
      centreX,
      incoming: toBar(
        bar.incomingMinor,
        centreX - GAP_BETWEEN_BARS_PX / 2 - barWidth,
        barWidth,
        scale,
        plot,
      ),
      outgoing: toBar(bar.outgoingMinor, centreX + GAP_BETWEEN_BARS_PX / 2, barWidth, scale, plot),
    };
  });
}

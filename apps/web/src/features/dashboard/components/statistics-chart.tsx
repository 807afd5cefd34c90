import { useId } from 'react';
import { formatMinorAsDecimal, type TLocale } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { formatWireAmount } from '../../../lib/account-format';
import { computeMonthGeometry, computePlotArea, getTickY } from '../model/chart-geometry';
import { computeChartScale, formatAxisAmount, type TChartScale } from '../model/chart-scale';
import { formatMonth } from '../model/month-range';
import { findLargestAmount, type TStatisticsBar } from '../model/statistics-bars';
import { useMeasuredBox, type TMeasuredBox } from './use-measured-box';
import styles from './dashboard.module.css';

interface TChartProps {
  bars: readonly TStatisticsBar[];
  currency: string;
  /** Names the figures for a screen reader: the account and the currency. */
  caption: string;
}

function formatAmount(minor: bigint, currency: string, locale: TLocale): string {
  const decimal = formatMinorAsDecimal(minor, currency);
  return formatWireAmount(decimal, currency, locale) ?? `${decimal} ${currency}`;
}

/** Money out is hatched as well as coloured, so in and out differ without colour (WCAG 1.4.1). */
function HatchPattern({ id }: { id: string }) {
  return (
    <pattern
      id={id}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform="rotate(45)"
    >
      <rect width="6" height="6" className={styles.hatchBackground} />
      <line x1="0" y1="0" x2="0" y2="6" className={styles.hatchLine} />
    </pattern>
  );
}

/** A pattern id that is also a valid url(#…) reference (useId may give characters it refuses). */
function usePatternId(purpose: string): string {
  return `${purpose}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

function describeBar(
  t: TTranslate,
  locale: TLocale,
  currency: string,
  bar: TStatisticsBar,
  isIncoming: boolean,
): string {
  return t(isIncoming ? 'dashboard.statistics.barIn' : 'dashboard.statistics.barOut', {
    month: formatMonth(bar.month, locale, 'long'),
    amount: formatAmount(isIncoming ? bar.incomingMinor : bar.outgoingMinor, currency, locale),
    count: isIncoming ? bar.incomingCount : bar.outgoingCount,
  });
}

function ChartDrawing({
  box,
  bars,
  scale,
  currency,
}: {
  box: TMeasuredBox;
  bars: readonly TStatisticsBar[];
  scale: TChartScale;
  currency: string;
}) {
  const { t, locale } = useI18n();
  const patternId = usePatternId('hatch-chart');
  const tickLabels = scale.ticksMinor.map((tick) => formatAxisAmount(tick, currency, locale));
  const longest = Math.max(...tickLabels.map((label) => label.length));
  const plot = computePlotArea(box, longest);
  const months = computeMonthGeometry(bars, scale, plot, box.fontSizePx);
  const em = box.fontSizePx;
  return (
    <svg width={box.widthPx} height={box.heightPx} className={styles.chartSvg}>
      <defs>
        <HatchPattern id={patternId} />
      </defs>
      {scale.ticksMinor.map((tick, index) => {
        const y = getTickY(tick, scale, plot);
        return (
          <g key={tick.toString()}>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={y}
              y2={y}
              className={tick === 0n ? styles.zeroLine : styles.gridLine}
            />
            <text
              x={plot.left - 0.5 * em}
              y={y}
              className={styles.axisLabel}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {tickLabels[index]}
            </text>
          </g>
        );
      })}
      {months.map((month, index) => {
        const bar = bars[index];
        if (!bar) return null;
        const isYearShown = index === 0 || month.month.endsWith('-01');
        return (
          <g key={month.month}>
            <rect {...month.incoming} className={styles.barIn}>
              <title>{describeBar(t, locale, currency, bar, true)}</title>
            </rect>
            <rect {...month.outgoing} fill={`url(#${patternId})`} className={styles.barOut}>
              <title>{describeBar(t, locale, currency, bar, false)}</title>
            </rect>
            <text
              x={month.centreX}
              y={plot.bottom + 1.25 * em}
              className={styles.axisLabel}
              textAnchor="middle"
            >
              {formatMonth(month.month, locale, 'short')}
            </text>
            {isYearShown ? (
              <text
                x={month.centreX}
                y={plot.bottom + 2.4 * em}
                className={styles.axisLabel}
                textAnchor="middle"
              >
                {month.month.slice(0, 4)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function ChartLegend({ currency }: { currency: string }) {
  const { t } = useI18n();
  const patternId = usePatternId('hatch-legend');
  return (
    <ul className={styles.legend} aria-hidden="true">
      <li>
        <svg viewBox="0 0 14 14" className={styles.swatch}>
          <rect x="0.5" y="0.5" width="13" height="13" className={styles.barIn} />
        </svg>
        {t('dashboard.statistics.incoming')}
      </li>
      <li>
        <svg viewBox="0 0 14 14" className={styles.swatch}>
          <defs>
            <HatchPattern id={patternId} />
          </defs>
          <rect
            x="0.5"
            y="0.5"
            width="13"
            height="13"
            fill={`url(#${patternId})`}
            className={styles.barOut}
          />
        </svg>
        {t('dashboard.statistics.outgoing')}
      </li>
      <li className={styles.legendNote}>{t('dashboard.statistics.amountsIn', { currency })}</li>
    </ul>
  );
}

/**
 * The same figures as a table, for screen readers: the drawing itself is hidden from them. The
 * wrapper hides it: a table grows to its content whatever width it is given, so hidden by itself
 * it would widen the page.
 */
function ChartTable({ bars, currency, caption }: TChartProps) {
  const { t, locale } = useI18n();
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.statistics.month')}</th>
            <th scope="col">{t('dashboard.statistics.incoming')}</th>
            <th scope="col">{t('dashboard.statistics.outgoing')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.month}>
              <th scope="row">{formatMonth(bar.month, locale, 'long')}</th>
              <td>{formatAmount(bar.incomingMinor, currency, locale)}</td>
              <td>{formatAmount(bar.outgoingMinor, currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Money in and out per month as bars of our own SVG: round value ticks labelled in the interface
 * language, month names under the bars, colours from the theme and a hatch for money out.
 */
export function StatisticsChart({ bars, currency, caption }: TChartProps) {
  const [measure, box] = useMeasuredBox<HTMLDivElement>();
  const scale = computeChartScale(findLargestAmount(bars));
  return (
    <div className={styles.chart}>
      <div
        ref={measure}
        className={styles.chartBox}
        aria-hidden="true"
        data-testid="statistics-chart"
      >
        {box && scale && box.widthPx > 0 ? (
          <ChartDrawing box={box} bars={bars} scale={scale} currency={currency} />
        ) : null}
      </div>
      <ChartLegend currency={currency} />
      <ChartTable bars={bars} currency={currency} caption={caption} />
    </div>
  );
}

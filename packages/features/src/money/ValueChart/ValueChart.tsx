import {
  dateFormat,
  formatCompactMoney,
  formatDateLong,
  formatMoney,
  formatPercentChange,
  formatSignedMoney,
  preloadable,
} from '@portal/platform';
import { SegmentedControl } from '@portal/ui';
import { Suspense, startTransition, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChartRange,
  type CombinedHistory,
  chartRanges,
  historyFrom,
  periodChange,
  rangeStart,
} from '../moneyRules.ts';
import * as styles from './ValueChart.css.ts';

// The chart's code (d3-shape and the SVG) comes only where a chart is drawn, never on the first paint;
// once it is here (preloadValueChart), the chart draws with the figures, not a fallback later.
const chart = preloadable(
  () => import('@portal/ui/TimeSeriesChart'),
  (module) => module.TimeSeriesChart,
);
const TimeSeriesChart = chart.Component;

/**
 * Starts loading the chart's code while the data it draws is still on its way (a part that will
 * show a ValueChart calls it when it mounts), so the chart does not wait for its code after the data.
 */
export function preloadValueChart(): void {
  void chart.preload().catch(() => undefined);
}

export interface ValueChartProps {
  history: CombinedHistory;
  currency: 'CLP' | 'USD';
  /** Today in Chile (YYYY-MM-DD): ranges count back from it. */
  today: string;
  /** What the value line is ("Valor de tus inversiones"). */
  label: string;
  initialRange?: ChartRange;
  /**
   * The period, when the page holds it: a page that asks the server for each period's history at the
   * chart's size (docs/RULES.md#histories-sized-to-the-screen) passes it with `onRangeChange`, and
   * `history` is then that period's.
   */
  range?: ChartRange;
  onRangeChange?: (range: ChartRange) => void;
  /** The client points at the chart or focuses its periods: a page can ask for them ahead of the click. */
  onRangeIntent?: () => void;
  /** The period chosen is on its way: the one before shows until then. */
  updating?: boolean;
}

/**
 * Value against deposits over 1M, 3M, 6M, 1A or Todo; the summary says in words what the picture
 * shows. Given a whole history, switching range slices it (instant); given the page's `range`, the
 * page brings each period's history and the chart shows it.
 */
export function ValueChart({
  history,
  currency,
  today,
  label,
  initialRange = '1A',
  range: pageRange,
  onRangeChange,
  onRangeIntent,
  updating = false,
}: ValueChartProps) {
  const { t } = useTranslation('money');
  const [ownRange, setOwnRange] = useState<ChartRange>(initialRange);
  const range = pageRange ?? ownRange;
  // The period pressed shows as pressed in the next frame; the lines, the summary and the page's
  // figures (and its call for that period) follow as a transition, which yields to the browser:
  // the press is not kept waiting on the whole page's new render (docs/RULES.md#histories-sized-to-the-screen).
  const [pressed, setPressed] = useState<{ range: ChartRange; over: ChartRange } | null>(null);
  const setRange = (next: ChartRange) => {
    setPressed({ range: next, over: range });
    startTransition(() => {
      setOwnRange(next);
      onRangeChange?.(next);
    });
  };
  const shown = useMemo(() => historyFrom(history, rangeStart(range, today)), [history, range, today]);
  const series = useMemo(
    () => [
      { id: 'value', label: t('chart.value'), values: shown.value, tone: 'value' as const },
      {
        id: 'deposits',
        label: t('chart.deposits'),
        values: shown.netDeposits,
        tone: 'reference' as const,
      },
    ],
    [shown, t],
  );
  const change = periodChange(shown);
  const first = shown.dates[0];
  const summary =
    first && change
      ? t('chart.summary', {
          from: formatDateLong(first),
          start: formatMoney(shown.value[0] ?? 0, currency),
          end: formatMoney(shown.value.at(-1) ?? 0, currency),
          gain: formatSignedMoney(change.gain, currency),
          ratio: change.gainRatio === null ? '' : ` (${formatPercentChange(change.gainRatio)})`,
        })
      : t('chart.noData');

  return (
    // Pointing at the chart or moving into its periods is the intent a page may ask ahead on.
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction: the hint only asks for data early; the periods inside are the controls.
    <div
      className={styles.chart}
      aria-busy={updating || undefined}
      onPointerEnter={onRangeIntent}
      onFocus={onRangeIntent}
    >
      <SegmentedControl
        label={t('chart.range')}
        options={chartRanges.map((value) => ({
          value,
          label: t(`chart.ranges.${value}.short`),
          accessibleLabel: t(`chart.ranges.${value}.long`),
        }))}
        value={pressed?.over === range ? pressed.range : range}
        onChange={setRange}
      />
      <Suspense
        fallback={
          <div className={styles.placeholder} role="status" aria-label={t('chart.loading')} data-loading="" />
        }
      >
        <TimeSeriesChart
          label={label}
          summary={summary}
          dates={shown.dates}
          series={series}
          formatValue={(amount) => formatMoney(amount, currency)}
          formatAxisValue={(amount) => formatCompactMoney(amount, currency)}
          formatDate={(date) => formatDateLong(date)}
          formatTick={(date, span) => formatTick(date, span)}
        />
      </Suspense>
    </div>
  );
}

// Made as the chart's code loads, not in its first render: made there, they lengthened the render
// that draws the dashboard's figures (Lighthouse's cold TBT 23 -> 52 ms, median of 7, back to back).
// Through the shared cache, so formatMonth's short months are this same format.
const dayMonth = dateFormat('es-CL', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = dateFormat('es-CL', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Under the chart: "15 nov" over a few months, "nov 2024" over longer spans. */
function formatTick(date: string, spanDays: number): string {
  return (spanDays > 200 ? monthYear : dayMonth).format(new Date(`${date}T00:00:00Z`));
}

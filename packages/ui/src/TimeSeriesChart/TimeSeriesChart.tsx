import { area as areaPath, line as linePath } from 'd3-shape';
import {
  type PointerEvent,
  type ReactNode,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTickIndices,
  daysBetween,
  labelGap,
  labelGutter,
  linear,
  sampleIndices,
  tableRowIndices,
  type ValueAxis,
  valueAxis,
} from './chartGeometry.ts';
import * as styles from './TimeSeriesChart.css.ts';

/** One line of the chart: its values, one per date. `value` is drawn strong with an area under it. */
export interface ChartSeries {
  id: string;
  label: string;
  values: readonly number[];
  tone: 'value' | 'reference';
}

export interface TimeSeriesChartProps {
  /** What the chart is, for screen readers and the table's caption ("Valor de tus inversiones"). */
  label: string;
  /** A sentence that says what the chart shows (read first; the picture is for the eyes). */
  summary: ReactNode;
  /** Consecutive days, YYYY-MM-DD, oldest first. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  /** Short labels of the value axis ("$12 M"); formatValue by default. */
  formatAxisValue?: (value: number) => string;
  /** A day in full, for what the pointer is over and the table. */
  formatDate: (date: string) => string;
  /** A day under the chart, knowing how many days the chart spans ("15 nov" or "nov 2024"). */
  formatTick: (date: string, spanDays: number) => string;
  /** 240 px tall, or 160 for a chart beside other things. */
  size?: 'regular' | 'compact';
}

const heights = { regular: 240, compact: 160 } as const;

const margin = { top: 12, right: 8, bottom: 24, left: 0 };

/**
 * Values over time as SVG (d3-shape draws the paths; the rest is ours): themed by the tokens, no
 * injected styles (strict CSP), thinned to the pixels it has so ten years of days stay quick, with a
 * text summary, a legend and the data as a table on demand for keyboard and screen-reader users.
 * Data and formatting come in as props: it fetches nothing.
 */
export function TimeSeriesChart({
  label,
  summary,
  dates,
  series,
  formatValue,
  formatAxisValue = formatValue,
  formatDate,
  formatTick,
  size = 'regular',
}: TimeSeriesChartProps) {
  const height = heights[size];
  const { t } = useTranslation('ui');
  const id = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useWidth(plotRef);
  const [active, setActive] = useState<number | null>(null);
  const [tableOpen, setTableOpen] = useState(false);

  const axis = useMemo(() => valueAxis(series.map((line) => line.values)), [series]);
  // The labels' room is a number, so a formatter written inline does not redraw every render.
  const axisLabels = axis.ticks.map(formatAxisValue);
  const gutter = labelGutter(axisLabels);
  const drawing = useMemo(
    () => draw(dates, series, width, height, axis, gutter),
    [dates, series, width, height, axis, gutter],
  );

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    if (!drawing || dates.length === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    setActive(drawing.indexAt(event.clientX - box.left));
  }

  const spanDays = dates.length > 1 ? daysBetween(dates[0] ?? '', dates.at(-1) ?? '') : 0;

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-summary`}>
      <p className={styles.summary} id={`${id}-summary`}>
        {summary}
      </p>
      <p className={styles.readout} aria-hidden="true" data-testid="chart-readout">
        {active !== null && dates[active]
          ? `${formatDate(dates[active])} · ${series
              .map((line) => `${line.label} ${formatValue(line.values[active] ?? 0)}`)
              .join(' · ')}`
          : null}
      </p>
      {/* Marked loading until its width is known and the lines are drawn (a moment after mount). */}
      <div className={styles.plot[size]} ref={plotRef} data-loading={width > 0 ? undefined : ''}>
        {drawing ? (
          <svg
            className={styles.svg}
            width={width}
            height={height}
            role="img"
            aria-label={label}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(null)}
          >
            {drawing.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  className={styles.grid}
                  x1={drawing.left}
                  x2={width - margin.right}
                  y1={tick.y}
                  y2={tick.y}
                />
              </g>
            ))}
            {drawing.lines.map((drawn) =>
              drawn.area ? <path key={`${drawn.id}-area`} className={styles.area} d={drawn.area} /> : null,
            )}
            {drawing.lines.map((drawn) => (
              <path
                key={drawn.id}
                className={styles.line[drawn.tone]}
                d={drawn.path}
                data-series={drawn.id}
              />
            ))}
            {/* Value labels in their own gutter, level with their grid line: no line crosses them. */}
            {drawing.ticks.map((tick, index) => (
              <text
                key={tick.value}
                className={styles.axisText}
                x={drawing.left - labelGap}
                y={tick.y}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {axisLabels[index]}
              </text>
            ))}
            {drawing.dateTicks.map((index, position) => (
              <text
                key={index}
                className={styles.axisText}
                x={drawing.x(index)}
                y={height - 6}
                textAnchor={
                  position === 0 ? 'start' : position === drawing.dateTicks.length - 1 ? 'end' : 'middle'
                }
              >
                {formatTick(dates[index] ?? '', spanDays)}
              </text>
            ))}
            {active !== null ? (
              <g>
                <line
                  className={styles.crosshair}
                  x1={drawing.x(active)}
                  x2={drawing.x(active)}
                  y1={margin.top}
                  y2={height - margin.bottom}
                />
                {series.map((line) => (
                  <circle
                    key={line.id}
                    className={styles.dot[line.tone]}
                    cx={drawing.x(active)}
                    cy={drawing.y(line.values[active] ?? 0)}
                    r={4}
                  />
                ))}
              </g>
            ) : null}
          </svg>
        ) : null}
      </div>
      <ul className={styles.legend}>
        {series.map((line) => (
          <li key={line.id} className={styles.legendItem}>
            <span className={styles.swatch[line.tone]} aria-hidden="true" />
            {line.label}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.tableToggle}
        aria-expanded={tableOpen}
        aria-controls={`${id}-table`}
        onClick={() => setTableOpen((open) => !open)}
      >
        {tableOpen ? t('chart.hideTable') : t('chart.showTable')}
      </button>
      {tableOpen ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
        <section className={styles.tableWrap} id={`${id}-table`} tabIndex={0} aria-label={label}>
          <table className={styles.table}>
            <caption className={styles.caption}>{label}</caption>
            <thead>
              <tr>
                <th className={styles.headCell} scope="col">
                  {t('chart.date')}
                </th>
                {series.map((line) => (
                  <th key={line.id} className={styles.headCell} scope="col">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableRowIndices(dates).map((index) => (
                <tr key={dates[index]}>
                  <th className={styles.cell} scope="row">
                    {formatDate(dates[index] ?? '')}
                  </th>
                  {series.map((line) => (
                    <td key={line.id} className={styles.cell}>
                      {formatValue(line.values[index] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </figure>
  );
}

/**
 * The element's width in pixels, followed as it changes (0 until measured). Read from the
 * observer's first report, which comes with the browser's own layout (reading the box at mount
 * forced a layout of its own in the middle of the page's first render: 35-40 ms on a phone), and
 * set as a transition: the page paints first, with the chart's space kept, and the lines follow.
 */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        const next = Math.floor(entry.contentRect.width);
        startTransition(() => setWidth(next));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Everything the SVG needs at one size: scales, thinned paths, ticks. Null before the width is known. */
export function draw(
  dates: readonly string[],
  series: readonly ChartSeries[],
  width: number,
  height: number,
  /** The value axis of the series (valueAxis). */
  axis: ValueAxis,
  /** Room for the value labels at the left (labelGutter). */
  gutter = 0,
) {
  if (width <= 0 || dates.length === 0) return null;
  const left = margin.left + gutter;
  const right = width - margin.right;
  const x = linear([0, Math.max(dates.length - 1, 1)], [left, right]);
  const y = linear([axis.min, axis.max], [height - margin.bottom, margin.top]);
  const lead = series[0]?.values ?? [];
  // About one point per pixel: more would not show, and costs time on ten years of days.
  const indices = sampleIndices(lead, Math.max(4, Math.round(right - left)));
  const lines = series.map((line) => {
    const at = (index: number) => line.values[index] ?? 0;
    const path = linePath<number>()
      .x((index) => x(index))
      .y((index) => y(at(index)))(indices);
    const filled =
      line.tone === 'value'
        ? areaPath<number>()
            .x((index) => x(index))
            .y0(y(Math.max(axis.min, 0)))
            .y1((index) => y(at(index)))(indices)
        : null;
    return { id: line.id, tone: line.tone, path: path ?? '', area: filled };
  });
  const plotWidth = right - left;
  return {
    x,
    y,
    left,
    lines,
    ticks: axis.ticks.map((value) => ({ value, y: y(value) })),
    dateTicks: dateTickIndices(dates.length, width < 480 ? 3 : 5),
    indexAt: (pointerX: number) =>
      Math.min(
        dates.length - 1,
        Math.max(0, Math.round(((pointerX - left) / plotWidth) * (dates.length - 1))),
      ),
  };
}

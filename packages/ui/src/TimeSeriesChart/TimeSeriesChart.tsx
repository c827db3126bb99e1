import { type PointerEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween, labelGap, labelGutter, tableRowIndices, valueAxis } from './chartGeometry.ts';
import { type ChartSeries, draw, margin } from './drawChart.ts';
import * as styles from './TimeSeriesChart.css.ts';
import { useWidth } from './useWidth.ts';

export interface TimeSeriesChartProps {
  /** What the chart is, for screen readers and the table's caption ("Valor de tus inversiones"). */
  label: string;
  /** A sentence that says what the chart shows (read first; the picture is for the eyes). */
  summary: ReactNode;
  /** Consecutive days, YYYY-MM-DD, oldest first. */
  dates: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  /** Short labels of the value axis ("$12 MM"); formatValue by default. */
  formatAxisValue?: (value: number) => string;
  /** A day in full, for what the pointer is over and the table. */
  formatDate: (date: string) => string;
  /** A day under the chart, knowing how many days the chart spans ("15 nov" or "nov 2024"). */
  formatTick: (date: string, spanDays: number) => string;
  /** 240 px tall, or 160 for a chart beside other things. */
  size?: 'regular' | 'compact';
}

const heights = { regular: 240, compact: 160 } as const;

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

export type { ChartSeries };

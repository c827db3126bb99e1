import { area as areaPath, line as linePath } from 'd3-shape';
import { dateTickIndices, linear, sampleIndices, type ValueAxis } from './chartGeometry.ts';

/** One line of the chart: its values, one per date. `value` is drawn strong with an area under it. */
export interface ChartSeries {
  id: string;
  label: string;
  values: readonly number[];
  tone: 'value' | 'reference';
}

/** Room around the plot, in pixels (the value labels add their gutter at the left). */
export const margin = { top: 12, right: 8, bottom: 24, left: 0 };

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

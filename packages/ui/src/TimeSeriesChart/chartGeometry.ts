import { nice, ticks } from 'd3-array';

/**
 * The arithmetic of a time-series chart, apart from React so it can be tested and benchmarked on its
 * own: which points to draw at a width, the value axis, and where the date labels go.
 */

/**
 * Indices of the points worth drawing: all of them when they fit, otherwise one per `max` slot,
 * keeping the first and the last (today's value must be the one the line ends on) and, per slot, the
 * highest and lowest of `values`, so a peak or a dip never disappears when the line thins out.
 */
export function sampleIndices(values: readonly number[], max: number): number[] {
  const length = values.length;
  if (length <= max || max < 4) return Array.from({ length }, (_, index) => index);
  const slots = Math.floor(max / 2);
  const size = length / slots;
  const picked: number[] = [];
  for (let slot = 0; slot < slots; slot += 1) {
    const start = Math.floor(slot * size);
    const end = Math.min(length, Math.floor((slot + 1) * size));
    let low = start;
    let high = start;
    for (let index = start; index < end; index += 1) {
      if ((values[index] ?? 0) < (values[low] ?? 0)) low = index;
      if ((values[index] ?? 0) > (values[high] ?? 0)) high = index;
    }
    picked.push(Math.min(low, high), Math.max(low, high));
  }
  picked.push(0, length - 1);
  return [...new Set(picked)].sort((a, b) => a - b);
}

export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * The value axis over every series: rounded ends (d3's nice) and about `count` ticks. A flat series
 * gets room around it so its line is not drawn on the frame.
 */
export function valueAxis(series: readonly (readonly number[])[], count = 4): ValueAxis {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const values of series)
    for (const value of values) {
      if (value < low) low = value;
      if (value > high) high = value;
    }
  if (!Number.isFinite(low) || !Number.isFinite(high)) return { min: 0, max: 1, ticks: [0, 1] };
  // Flat, or flat within what a double can tell apart at that size (a billion pesos that differ
  // in the seventh decimal): room around it.
  if (high - low < Math.max(1e-9, Math.max(Math.abs(low), Math.abs(high)) * 1e-9)) {
    const pad = Math.abs(low) > 1e-6 ? Math.abs(low) * 0.1 : 1;
    low -= pad;
    high += pad;
  }
  const [niceMin, niceMax] = nice(low, high, count);
  // Rounding to nice ends can miss an end by the last bit of a double: the axis still holds it.
  const min = Math.min(niceMin, low);
  const max = Math.max(niceMax, high);
  return { min, max, ticks: ticks(min, max, count) };
}

/** A linear map from a domain to a range of pixels. */
export function linear(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

/**
 * Indices of the dates that get a label under the chart: `count` of them, evenly spread, the first
 * and the last included (fewer when there are fewer dates).
 */
export function dateTickIndices(length: number, count: number): number[] {
  if (length === 0) return [];
  if (length <= count || count < 2)
    return Array.from({ length: Math.min(length, Math.max(count, 1)) }, (_, i) => i);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
}

/** Days between two YYYY-MM-DD dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The rows of the chart's table: every point for short spans, otherwise the last point of each month
 * (and always the last point), newest first, so a screen-reader user hears today's value first.
 */
export function tableRowIndices(dates: readonly string[], maxDaily = 62): number[] {
  const rows: number[] = [];
  if (dates.length <= maxDaily) {
    for (let index = dates.length - 1; index >= 0; index -= 1) rows.push(index);
    return rows;
  }
  for (let index = dates.length - 1; index >= 0; index -= 1) {
    const month = dates[index]?.slice(0, 7);
    const newer = rows.at(-1);
    if (newer === undefined || dates[newer]?.slice(0, 7) !== month) rows.push(index);
  }
  return rows;
}

/** About the widest a character of the 11 px axis text is (digits, "$", "M"): room for the labels. */
const axisCharWidth = 6.6;
/** Between the value labels and the plot. */
export const labelGap = 6;

/** The width the value labels take at the left of the plot, so no line ever crosses them. */
export function labelGutter(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((text) => text.length));
  return longest === 0 ? 0 : Math.ceil(longest * axisCharWidth) + labelGap;
}

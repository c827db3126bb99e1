import type { ValuePoint } from '@portal/platform';

/** The fewest points a sampled history may be asked for: the first, the last and the two extremes. */
export const fewestPoints = 4;

/**
 * A daily history cut to at most `points` points for a chart of that many pixels
 * (docs/RULES.md#histories-sized-to-the-screen). The days are split into equal runs and each run
 * gives its last day: a day's value is its close, and net deposits are a running total, so the
 * last day of a run already counts every deposit and rescue inside it. The first day, the last one
 * (today) and the days of the highest and lowest value are always kept, so what the chart and its
 * summary say (where the period started and ended, its extremes, what was put in) is what the
 * daily history says. Every point kept is a real day, unchanged.
 */
export function sampleHistory(history: readonly ValuePoint[], points: number): ValuePoint[] {
  if (!Number.isInteger(points) || points < fewestPoints)
    throw new RangeError(`points must be ≥ ${fewestPoints}`);
  if (history.length <= points) return [...history];
  const last = history.length - 1;
  let lowest = 0;
  let highest = 0;
  history.forEach((point, index) => {
    if (point.value < (history[lowest]?.value ?? point.value)) lowest = index;
    if (point.value > (history[highest]?.value ?? point.value)) highest = index;
  });
  // Days 1..last in points - 3 runs of (nearly) equal length, each run's last day kept; with the
  // first day and the two extremes that is at most `points`.
  const runs = points - 3;
  const kept = new Set([0, lowest, highest, last]);
  for (let run = 1; run < runs; run += 1) kept.add(Math.round((run * last) / runs));
  return [...kept].sort((a, b) => a - b).map((index) => history[index] as ValuePoint);
}

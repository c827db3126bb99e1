// The chart's budget: ten years of daily points for five goals must be ready to draw within 50 ms.
// Prints how long the work before the DOM takes (adding the goals' histories into one series in pesos,
// thinning it to the plot's pixels, building the SVG paths), median of 25 runs after a warm-up. The
// adding is the server's now (the portfolio history, mocks/src/simulation/portfolio.ts), which also
// cuts the series to the screen's size: this measures the worst case, a whole daily series.
// Run with Node 24 (it strips the TypeScript types): `npx node scripts/bench-chart.mjs`.
import { performance } from 'node:perf_hooks';
import { area, line } from 'd3-shape';
import { combineHistories } from '../mocks/src/simulation/portfolio.ts';
import { historyFrom, rangeStart } from '../packages/features/src/money/moneyRules.ts';
import { linear, sampleIndices, valueAxis } from '../packages/ui/src/TimeSeriesChart/chartGeometry.ts';

const days = 3650;
const end = Date.parse('2026-11-23T00:00:00Z');
const histories = Array.from({ length: 5 }, (_, goal) => ({
  currency: goal === 4 ? 'USD' : 'CLP',
  points: Array.from({ length: days }, (_, day) => ({
    date: new Date(end - (days - 1 - day) * 86_400_000).toISOString().slice(0, 10),
    value: 1_000_000 * (goal + 1) * (1 + day / days + Math.sin(day / 30) * 0.02),
    netDeposits: 1_000_000 * (goal + 1) * (1 + day / days),
  })),
}));

function drawAll(width, range) {
  const combined = historyFrom(combineHistories(histories, 948.35), rangeStart(range, '2026-11-23'));
  const x = linear([0, combined.dates.length - 1], [8, width - 8]);
  const axis = valueAxis([combined.value, combined.netDeposits]);
  const y = linear([axis.min, axis.max], [216, 12]);
  const indices = sampleIndices(combined.value, width - 16);
  const paths = [combined.value, combined.netDeposits].map((values) =>
    line()
      .x((index) => x(index))
      .y((index) => y(values[index]))(indices),
  );
  paths.push(
    area()
      .x((index) => x(index))
      .y0(y(axis.min))
      .y1((index) => y(combined.value[index]))(indices),
  );
  return paths.join('').length;
}

function median(run) {
  for (let i = 0; i < 5; i += 1) run();
  const times = Array.from({ length: 25 }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[12];
}

const budget = 50;
console.log(`\nChart data for 5 goals × ${days} days (median of 25 runs)`);
let over = false;
for (const [label, width, range] of [
  ['desktop, Todo', 1200, 'Todo'],
  ['phone, Todo', 358, 'Todo'],
  ['desktop, 1A', 1200, '1A'],
  ['desktop, 1M', 1200, '1M'],
]) {
  const ms = median(() => drawAll(width, range));
  over ||= ms > budget;
  console.log(`${label.padEnd(16)} ${ms.toFixed(2).padStart(7)} ms (budget ${budget} ms)`);
}
process.exitCode = over ? 1 : 0;

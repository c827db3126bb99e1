// Time to build the goals menu for 10,000 goals (issue: features, point 2). Prints numbers; no budget.
//   npm run bench:goals-menu
import type { Goal } from '@portal/platform';
import {
  buildGoalsMenu,
  type GoalsMenuLabels,
  savingCategories,
} from '../packages/features/src/goals/buildGoalsMenu.ts';

const labels: GoalsMenuLabels = {
  investments: 'Inversiones',
  savings: 'Ahorro',
  wallet: 'Billetera',
  categories: {
    'short-term-invest': 'Corto plazo',
    'short-term-invest-plus': 'Corto plazo plus',
    'short-term-invest-dollars': 'Dólares',
    'short-term-invest-dollars-plus': 'Dólares plus',
    wallet: 'Caja dólar',
  },
};

const codes = [...savingCategories, 'caja-moneda', 'housing', 'travel', 'retirement', 'education', 'car'];
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

function goals(count: number): Goal[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Meta ${i + 1}`,
    archived: random() < 0.1,
    starred: random() < 0.2,
    currentCapital: random() < 0.15 ? 0 : Math.round(random() * 50_000_000),
    icon: { code: 'flag' },
    goalCategory: { code: codes[Math.floor(random() * codes.length)] ?? 'housing' },
    currency: { currencyCode: 'CLP' },
  }));
}

for (const size of [100, 1_000, 10_000]) {
  const input = goals(size);
  for (let i = 0; i < 20; i += 1) buildGoalsMenu(input, { usdBoxEnabled: true }, labels); // warm-up
  const runs: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const started = performance.now();
    buildGoalsMenu(input, { usdBoxEnabled: true }, labels);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)] ?? 0;
  const p95 = runs[Math.floor(runs.length * 0.95)] ?? 0;
  console.log(
    `buildGoalsMenu, ${size.toLocaleString('en-US').padStart(6)} goals: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (50 runs)`,
  );
}

import type { ExchangeRate, Goal, GoalHistory, ValuePoint } from '@portal/platform';

/**
 * The client's total in pesos: every goal that is not archived, dollar goals at the rate the page
 * shows (rounded to the peso once, at the end).
 */
export function totalInPesos(goals: readonly Goal[], rate: Pick<ExchangeRate, 'rate'>): number {
  const total = goals
    .filter((goal) => !goal.archived)
    .reduce(
      (sum, goal) =>
        sum + (goal.currency.currencyCode === 'USD' ? goal.currentCapital * rate.rate : goal.currentCapital),
      0,
    );
  return Math.round(total);
}

export interface Performance {
  value: number;
  /** Deposits minus rescues. */
  netDeposits: number;
  /** value − netDeposits. */
  gain: number;
  /** gain / netDeposits; null when nothing (or less than nothing) is in. */
  gainRatio: number | null;
}

/** What a history says at its last point. Null for an empty history. */
export function performanceOf(points: readonly ValuePoint[]): Performance | null {
  const last = points.at(-1);
  if (!last) return null;
  const gain = last.value - last.netDeposits;
  return {
    value: last.value,
    netDeposits: last.netDeposits,
    gain,
    gainRatio: last.netDeposits > 0 ? gain / last.netDeposits : null,
  };
}

export const chartRanges = ['1M', '3M', '6M', '1A', 'Todo'] as const;
export type ChartRange = (typeof chartRanges)[number];

/** The first day a range shows, counted back from today (YYYY-MM-DD); null for "Todo". */
export function rangeStart(range: ChartRange, today: string): string | null {
  if (range === 'Todo') return null;
  const months = { '1M': 1, '3M': 3, '6M': 6, '1A': 12 }[range];
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
  // The same day that many months back; a day the month lacks (31 in February) becomes its last.
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(day, lastOfMonth))).toISOString().slice(0, 10);
}

/** Several goals' histories as one: per day, value and net deposits in pesos (the dashboard's chart). */
export interface CombinedHistory {
  dates: string[];
  value: number[];
  netDeposits: number[];
}

/**
 * Adds goals' daily histories into one series in pesos: dollar goals at `rate`, each day rounded to
 * the peso once. A goal counts 0 before its first day and keeps its last known point over a missing
 * day, so the last day of the sum is the sum of the goals' last points (the dashboard's total).
 */
export function combineHistories(
  histories: readonly Pick<GoalHistory, 'currency' | 'points'>[],
  rate: number,
): CombinedHistory {
  const days = new Set<string>();
  for (const history of histories) for (const point of history.points) days.add(point.date);
  const dates = [...days].sort();
  const value = new Array<number>(dates.length).fill(0);
  const netDeposits = new Array<number>(dates.length).fill(0);
  for (const history of histories) {
    const factor = history.currency === 'USD' ? rate : 1;
    let next = 0;
    let last: ValuePoint | undefined;
    for (let day = 0; day < dates.length; day += 1) {
      const point = history.points[next];
      if (point && point.date === dates[day]) {
        last = point;
        next += 1;
      }
      if (!last) continue;
      value[day] = (value[day] ?? 0) + last.value * factor;
      netDeposits[day] = (netDeposits[day] ?? 0) + last.netDeposits * factor;
    }
  }
  return { dates, value: value.map(Math.round), netDeposits: netDeposits.map(Math.round) };
}

/** The part of a combined history from a day on (inclusive); all of it for null. */
export function historyFrom(history: CombinedHistory, from: string | null): CombinedHistory {
  if (from === null) return history;
  let start = history.dates.findIndex((date) => date >= from);
  if (start < 0) start = history.dates.length;
  return {
    dates: history.dates.slice(start),
    value: history.value.slice(start),
    netDeposits: history.netDeposits.slice(start),
  };
}

export interface PeriodChange {
  /** What the money earned over the period: the change in value less what was put in or taken out. */
  gain: number;
  /** gain over what was at work: the starting value plus the period's net deposits; null if nothing was. */
  gainRatio: number | null;
}

/** What a period earned, from its first to its last point. Null with fewer than one point. */
export function periodChange(history: CombinedHistory): PeriodChange | null {
  const last = history.value.length - 1;
  if (last < 0) return null;
  const startValue = history.value[0] ?? 0;
  const startDeposits = history.netDeposits[0] ?? 0;
  const flows = (history.netDeposits[last] ?? 0) - startDeposits;
  const gain = (history.value[last] ?? 0) - startValue - flows;
  const atWork = startValue + Math.max(flows, 0);
  return { gain, gainRatio: atWork > 0 ? gain / atWork : null };
}

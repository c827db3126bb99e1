import type { ExchangeRate, Goal, ValuePoint } from '@portal/platform';

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

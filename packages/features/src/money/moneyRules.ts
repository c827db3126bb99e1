import type { ValuePoint } from '@portal/platform';

export interface Performance {
  value: number;
  /** Deposits minus rescues. */
  netDeposits: number;
  /** value − netDeposits. */
  gain: number;
  /** gain / netDeposits; null when nothing (or less than nothing) is in. */
  gainRatio: number | null;
}

/** What a goal's figures say (a history's last point, or a portfolio's figures of it). Null for none. */
export function performanceOf(
  last: Pick<ValuePoint, 'value' | 'netDeposits'> | undefined,
): Performance | null {
  if (!last) return null;
  const gain = last.value - last.netDeposits;
  return {
    value: last.value,
    netDeposits: last.netDeposits,
    gain,
    gainRatio: last.netDeposits > 0 ? gain / last.netDeposits : null,
  };
}

/** How many of the newest movements the dashboard lists. */
export const latestMovementsShown = 5;

/** The fewest and most points a chart asks its history cut to. */
export const chartPointsBounds = { fewest: 400, most: 2_000, step: 200 } as const;

/**
 * How many points a chart as wide as the screen draws (one per CSS pixel), in steps of 200 so that
 * screens of nearly one width share an answer, at least 400 (a year of days) and at most 2,000
 * (docs/RULES.md#histories-sized-to-the-screen).
 */
export function chartPoints(screenWidth: number): number {
  const { fewest, most, step } = chartPointsBounds;
  if (!Number.isFinite(screenWidth) || screenWidth <= 0) return fewest;
  return Math.min(most, Math.max(fewest, Math.ceil(screenWidth / step) * step));
}

export const chartRanges = ['1M', '3M', '6M', '1A', 'Todo'] as const;
export type ChartRange = (typeof chartRanges)[number];

/** The chart's period when a page opens. */
export const defaultChartRange: ChartRange = '1A';

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

/** A goal's points as the chart's columns. */
export function historyColumns(points: readonly ValuePoint[]): CombinedHistory {
  return {
    dates: points.map((point) => point.date),
    value: points.map((point) => point.value),
    netDeposits: points.map((point) => point.netDeposits),
  };
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

/** A history call's query string: from a day (or the whole life) and cut to `points` (or every day). */
export function historyQuery(from: string | null, points: number | null): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (points !== null) query.set('points', String(points));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The portfolio history call's path under the API base. */
export function portfolioHistoryPath(from: string | null, points: number): string {
  return `api/portfolio/history${historyQuery(from, points)}`;
}

/**
 * The portfolio history a page opening with the chart asks first: the chart's first period, at the
 * screen's size. The app's prefetch and the first page's early start (apps/portal boot) ask this
 * same call, so one answers both.
 */
export function firstPortfolioHistory(
  today: string,
  screenWidth: number,
): { from: string | null; points: number } {
  return { from: rangeStart(defaultChartRange, today), points: chartPoints(screenWidth) };
}

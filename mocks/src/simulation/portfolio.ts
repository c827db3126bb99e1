import type { GoalFigures, GoalHistory, ValuePoint } from '@portal/platform';

/** Several goals' histories as one, in pesos: per day, value and net deposits (the portfolio history). */
export interface CombinedSeries {
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
): CombinedSeries {
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

/** A combined series as points, oldest first. */
export function seriesPoints(series: CombinedSeries): ValuePoint[] {
  return series.dates.map((date, index) => ({
    date,
    value: series.value[index] ?? 0,
    netDeposits: series.netDeposits[index] ?? 0,
  }));
}

/** What a goal holds today, from its history's last point (0 and 0 before it has one). */
export function figuresOf(history: GoalHistory): GoalFigures {
  const last = history.points.at(-1);
  return {
    goalId: history.goalId,
    currency: history.currency,
    value: last?.value ?? 0,
    netDeposits: last?.netDeposits ?? 0,
  };
}

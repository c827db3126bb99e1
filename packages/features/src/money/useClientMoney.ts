import { activeGoals, chileDate, type ExchangeRate, type Goal, type GoalFigures } from '@portal/platform';
import { useMemo } from 'react';
import { totalInPesos } from './balanceRules.ts';
import { useMoneyQueries } from './moneyApi.ts';
import { type ChartRange, type CombinedHistory, type Performance, performanceOf } from './moneyRules.ts';
import { useChartPeriod } from './useChartPeriod.ts';

export interface GoalMoneyRow {
  goal: Goal;
  /** What the goal holds today and what it gained, once the portfolio's answer is here. */
  performance: Performance | null;
}

export interface ClientMoney {
  state: 'loading' | 'error' | 'empty' | 'ready';
  retry: () => void;
  /** The active goals added up in pesos over `range`, cut to the screen's size by the server. */
  combined: CombinedHistory;
  /** The chart's period; changing it asks for that period (the one shown stays until it is here). */
  range: ChartRange;
  setRange: (range: ChartRange) => void;
  /** Asks for every period ahead of a click (the client pointed at or focused the periods). */
  prefetchRanges: () => void;
  /** A new period is on its way; `combined` is still the one before. */
  updating: boolean;
  /** Today's total in pesos (dollar goals at `rate`): the sum of the goals' capital. */
  total: number;
  /** The dollar rate used, when a goal is in dollars. */
  rate: ExchangeRate | null;
  goals: GoalMoneyRow[];
}

const emptyHistory: CombinedHistory = { dates: [], value: [], netDeposits: [] };

/** The goals whose money counts: the active ones. */
const activeOf = (goals: readonly Goal[]) => activeGoals(goals);

/**
 * The money of a client's goals: one call for the portfolio (the active goals added up in pesos over
 * the chart's period, at the screen's size, and what each goal holds today), and their total in pesos
 * (docs/RULES.md#histories-sized-to-the-screen). `goals` are the ones the page lists.
 */
export function useClientMoney(goals: readonly Goal[], today = chileDate()): ClientMoney {
  const money = useMoneyQueries();
  const active = useMemo(() => activeOf(goals), [goals]);
  const period = useChartPeriod(money.portfolioHistory, today, active.length > 0);
  const portfolio = period.history;
  const figures = useMemo(
    () =>
      new Map(
        (portfolio.data?.goals ?? []).map((goal): [string, GoalFigures] => [String(goal.goalId), goal]),
      ),
    [portfolio.data],
  );
  const rate = portfolio.data?.rate ?? null;
  const state =
    active.length === 0 ? 'empty' : portfolio.data ? 'ready' : portfolio.isError ? 'error' : 'loading';
  return {
    state,
    retry: () => void portfolio.refetch(),
    combined: portfolio.data?.history ?? emptyHistory,
    range: period.range,
    setRange: period.setRange,
    prefetchRanges: period.prefetchRanges,
    updating: period.updating,
    total: totalInPesos(active, { rate: rate?.rate ?? 0 }),
    rate,
    goals: active.map((goal) => ({ goal, performance: performanceOf(figures.get(String(goal.id))) })),
  };
}

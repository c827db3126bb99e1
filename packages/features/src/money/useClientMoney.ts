import { type ExchangeRate, type Goal, type GoalHistory, useApi } from '@portal/platform';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { moneyQueries } from './moneyApi.ts';
import {
  type CombinedHistory,
  combineHistories,
  type Performance,
  performanceOf,
  totalInPesos,
} from './moneyRules.ts';
import { useDollarRate } from './useDollarRate.ts';

export interface GoalMoneyRow {
  goal: Goal;
  /** The goal's own history (its currency), once loaded. */
  history: GoalHistory | undefined;
  performance: Performance | null;
}

export interface ClientMoney {
  state: 'loading' | 'error' | 'empty' | 'ready';
  retry: () => void;
  /** Every active goal's history added up in pesos. */
  combined: CombinedHistory;
  /** Today's total in pesos (dollar goals at `rate`): the sum of the goals' capital. */
  total: number;
  /** The dollar rate used, when a goal is in dollars. */
  rate: ExchangeRate | null;
  goals: GoalMoneyRow[];
}

const emptyHistory: CombinedHistory = { dates: [], value: [], netDeposits: [] };

/**
 * The money of a client's active goals: each goal's history (one call per goal, cached per goal so
 * the goal page reuses it), the dollar rate when a goal needs it, and their sum in pesos.
 */
export function useClientMoney(goals: readonly Goal[]): ClientMoney {
  const api = useApi();
  const money = useMemo(() => moneyQueries(api), [api]);
  const active = useMemo(() => goals.filter((goal) => !goal.archived), [goals]);
  const { needed: needsRate, query: rate } = useDollarRate(active);
  const histories = useQueries({ queries: active.map((goal) => money.goalHistory(goal.id)) });

  const loaded =
    histories.every((query) => query.data !== undefined) && (!needsRate || rate.data !== undefined);
  const failed = histories.some((query) => query.isError) || (needsRate && rate.isError);
  const data = histories.map((query) => query.data);
  const rateValue = rate.data;

  // Recomputed when a history or the rate changes, not on every render (the sum walks every day).
  const version = `${histories.map((query) => query.dataUpdatedAt).join(',')}:${rate.dataUpdatedAt}`;
  const combined = useMemo(
    () =>
      loaded
        ? combineHistories(
            data.filter((history): history is GoalHistory => history !== undefined),
            rateValue?.rate ?? 1,
          )
        : emptyHistory,
    [loaded, version],
  );

  const state = active.length === 0 ? 'empty' : loaded ? 'ready' : failed ? 'error' : 'loading';
  return {
    state,
    retry: () => {
      for (const query of histories) if (query.isError) void query.refetch();
      if (rate.isError) void rate.refetch();
    },
    combined,
    total: totalInPesos(active, { rate: rateValue?.rate ?? 0 }),
    rate: needsRate ? (rateValue ?? null) : null,
    goals: active.map((goal, index) => {
      const history = data[index];
      return { goal, history, performance: history ? performanceOf(history.points) : null };
    }),
  };
}

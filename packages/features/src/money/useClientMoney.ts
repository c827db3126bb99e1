import { type Api, type ExchangeRate, type Goal, type GoalHistory, useApi } from '@portal/platform';
import { type QueryClient, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { goalCurrency } from './amounts.ts';
import { moneyQueries, useMoneyQueries } from './moneyApi.ts';
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

/** The goals whose money counts: the active ones. */
const activeOf = (goals: readonly Goal[]) => goals.filter((goal) => !goal.archived);

/**
 * Asks for what useClientMoney and the latest movements will ask for, as soon as the client's goals
 * are known (boot, for a first page that shows them): the histories, the dollar rate if a goal is in
 * dollars, the newest movements and the strategies. The same query options, so nothing is asked twice.
 */
export function prefetchClientMoney(
  queryClient: QueryClient,
  api: Pick<Api, 'apiBase' | 'http'>,
  goals: readonly Goal[],
  latestMovements = 5,
): void {
  const money = moneyQueries(api);
  const active = activeOf(goals);
  for (const goal of active) void queryClient.prefetchQuery(money.goalHistory(goal.id));
  if (active.some((goal) => goalCurrency(goal) === 'USD')) void queryClient.prefetchQuery(money.usdClp());
  void queryClient.prefetchQuery(money.movements({ pageSize: latestMovements }));
  void queryClient.prefetchQuery(money.strategies());
}

/**
 * The money of a client's active goals: each goal's history (one call per goal, cached per goal so
 * the goal page reuses it), the dollar rate when a goal needs it, and their sum in pesos.
 */
export function useClientMoney(goals: readonly Goal[]): ClientMoney {
  const _api = useApi();
  const money = useMoneyQueries();
  const active = useMemo(() => activeOf(goals), [goals]);
  const { needed: needsRate, query: rate } = useDollarRate(active);
  const histories = useQueries({ queries: active.map((goal) => money.goalHistory(goal.id)) });

  const loaded =
    histories.every((query) => query.data !== undefined) && (!needsRate || rate.data !== undefined);
  const failed = histories.some((query) => query.isError) || (needsRate && rate.isError);
  const data = histories.map((query) => query.data);
  const rateValue = rate.data;

  // Recomputed when a history or the rate changes, not on every render (the sum walks every day).
  const version = `${histories.map((query) => query.dataUpdatedAt).join(',')}:${rate.dataUpdatedAt}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `data` and `rateValue` are new arrays and objects on every render; `version` (their update times) says when they changed.
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

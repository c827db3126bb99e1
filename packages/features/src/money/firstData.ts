import { type Api, activeGoals, chileDate, type User } from '@portal/platform';
import type { QueryClient } from '@tanstack/react-query';
import { moneyQueries } from './moneyApi.ts';
import { firstPortfolioHistory, latestMovementsShown } from './moneyRules.ts';
import { screenWidth } from './useChartPeriod.ts';

/**
 * The money a page may need before it can draw its main content, by name. A route lists the ones
 * its page needs (the portal's route table, `firstData`); the app starts them at boot for the first
 * page and when a link to the route is pointed at or focused, and the early start sends the
 * portfolio's history before the app's script is in (docs/RULES.md#early-start). The same query
 * options as the page's, so the page finds them under way or done and nothing is asked twice.
 *
 * - `portfolioHistory`: the active goals' history for the chart's first period at this screen's
 *   size (nothing without an active goal);
 * - `latestMovements`: the newest movements, as many as the dashboard lists;
 * - `strategies`: the investment strategies the goals' rows name.
 */
export const firstDataNames = ['portfolioHistory', 'latestMovements', 'strategies'] as const;
export type FirstData = (typeof firstDataNames)[number];

export interface FirstDataContext {
  queryClient: QueryClient;
  api: Pick<Api, 'apiBase' | 'http'>;
  /** The signed-in client: whose goals the money is. */
  user: Pick<User, 'goals'>;
  today?: string;
}

/** Starts a route's first data (each a prefetch: a failure is left to the page, which shows and retries it). */
export function startFirstData(
  names: readonly FirstData[],
  { queryClient, api, user, today = chileDate() }: FirstDataContext,
): void {
  const money = moneyQueries(api);
  for (const name of names) {
    if (name === 'portfolioHistory') {
      if (activeGoals(user.goals).length === 0) continue;
      const first = firstPortfolioHistory(today, screenWidth());
      void queryClient.prefetchQuery(money.portfolioHistory(first.from, first.points));
    } else if (name === 'latestMovements')
      void queryClient.prefetchQuery(money.movements({ pageSize: latestMovementsShown }));
    else void queryClient.prefetchQuery(money.strategies());
  }
}

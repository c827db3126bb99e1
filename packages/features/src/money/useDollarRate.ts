import type { Goal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { goalCurrency } from './amounts.ts';
import { useMoneyQueries } from './moneyApi.ts';

/**
 * The dollar rate the goals need: asked for only when one of the active goals is in dollars.
 * `value` is the rate to convert with (1 when nothing is in dollars, undefined until it arrives).
 */
export function useDollarRate(goals: readonly Goal[]) {
  const money = useMoneyQueries();
  const needed = goals.some((goal) => !goal.archived && goalCurrency(goal) === 'USD');
  const query = useQuery({ ...money.usdClp(), enabled: needed });
  return {
    needed,
    query,
    value: needed ? query.data : { rate: 1 },
    failed: needed && query.isError,
  };
}

import { type Goal, useApi } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { moneyQueries } from '../../money/model.ts';
import { catalogueQueries } from '../../products/model.ts';
import { canChangePortfolio } from './changePortfolioRules.ts';

/**
 * Whether a goal's product lets it change strategy (canChangePortfolio), from the catalogue and the
 * strategies: null until both are here (or when one failed; the flow itself then says so), so an
 * action is only taken away once it is known not to apply.
 */
export function usePortfolioChangeable(goal: Pick<Goal, 'goalCategory'> | undefined): boolean | null {
  const api = useApi();
  const strategies = useQuery(useMemo(() => moneyQueries(api), [api]).strategies());
  const products = useQuery(useMemo(() => catalogueQueries(api), [api]).products());
  if (!goal || !strategies.data || !products.data) return null;
  return canChangePortfolio(goal, products.data.products, strategies.data);
}

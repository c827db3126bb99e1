import type { Goal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useMoneyQueries } from '../../money/model.ts';
import { useCatalogueQueries } from '../../products/model.ts';
import { canChangePortfolio } from './changePortfolioRules.ts';

/**
 * Whether a goal's product lets it change strategy (canChangePortfolio), from the catalogue and the
 * strategies: null until both are here (or when one failed; the flow itself then says so), so an
 * action is only taken away once it is known not to apply.
 */
export function usePortfolioChangeable(goal: Pick<Goal, 'goalCategory'> | undefined): boolean | null {
  const strategies = useQuery(useMoneyQueries().strategies());
  const products = useQuery(useCatalogueQueries().products());
  if (!goal || !strategies.data || !products.data) return null;
  return canChangePortfolio(goal, products.data.products, strategies.data);
}

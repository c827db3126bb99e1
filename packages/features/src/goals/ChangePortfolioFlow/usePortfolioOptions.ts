import type { Goal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useMoneyQueries } from '../../money/model.ts';
import { useCatalogueQueries } from '../../products/model.ts';
import type { FlowOptions } from '../../stepFlow/StepFlowView.tsx';
import { strategiesFor } from './changePortfolioRules.ts';
import type { PortfolioOptions } from './portfolioStepProps.ts';

/** What a change of portfolio asks the server for: the strategies, and the products (which allow some). */
export function usePortfolioOptions(goal: Goal): FlowOptions<PortfolioOptions> {
  const strategies = useQuery(useMoneyQueries().strategies());
  const products = useQuery(useCatalogueQueries().products());
  const data =
    strategies.data && products.data
      ? {
          strategies: strategies.data,
          products: products.data.products,
          allowed: strategiesFor(goal, products.data.products, strategies.data),
        }
      : undefined;
  return { queries: [strategies, products], data };
}

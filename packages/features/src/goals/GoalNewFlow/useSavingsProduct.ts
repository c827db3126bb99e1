import { useQuery } from '@tanstack/react-query';
import { useCatalogueQueries } from '../../products/model.ts';
import type { GoalProduct } from './goalNewRules.ts';

/**
 * The savings product a new goal is opened in (`?producto=`, docs/RULES.md#savings-products): one of
 * the catalogue's products with one strategy, other than the goals themselves. A code the catalogue
 * does not offer that way opens a plain new goal. `pending` while the catalogue is asked for.
 */
export function useSavingsProduct(code: string | null): {
  pending: boolean;
  product: GoalProduct | undefined;
} {
  const catalogue = useQuery({ ...useCatalogueQueries().products(), enabled: code !== null });
  return {
    pending: code !== null && catalogue.isPending,
    product: savingsProductOf(catalogue.data?.products, code),
  };
}

/** The catalogue's product of that code a goal can be opened in: one strategy, not the goals themselves. */
export function savingsProductOf<P extends GoalProduct>(
  products: readonly P[] | undefined,
  code: string | null,
): P | undefined {
  return products?.find(
    (candidate) =>
      candidate.code === code && candidate.code !== 'goals' && candidate.risk.from === candidate.risk.to,
  );
}

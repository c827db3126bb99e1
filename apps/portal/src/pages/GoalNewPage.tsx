import { useCatalogueQueries } from '@portal/features';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { GoalFlowFrame } from './GoalFlowFrame.tsx';

/**
 * /goals/new (signed in, step layout): a new goal; with `?producto=` a savings product with one
 * strategy, opened as a goal of its own in its currency (docs/RULES.md#savings-products). A product
 * the catalogue does not offer that way is a plain new goal.
 */
export default function GoalNewPage() {
  const code = useSearchParams()[0].get('producto');
  const catalogue = useQuery({ ...useCatalogueQueries().products(), enabled: code !== null });
  const product = catalogue.data?.products.find(
    (candidate) =>
      candidate.code === code && candidate.code !== 'goals' && candidate.risk.from === candidate.risk.to,
  );
  if (code !== null && catalogue.isPending) return null;
  return <GoalFlowFrame id="goalNew" product={product} />;
}

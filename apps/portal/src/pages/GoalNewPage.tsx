import { useSavingsProduct } from '@portal/features';
import { useSearchParams } from 'react-router';
import { GoalFlowFrame } from './GoalFlowFrame.tsx';

/**
 * /goals/new (signed in, step layout): a new goal; with `?producto=` a savings product with one
 * strategy, opened as a goal of its own in its currency (docs/RULES.md#savings-products).
 */
export default function GoalNewPage() {
  const { pending, product } = useSavingsProduct(useSearchParams()[0].get('producto'));
  if (pending) return null;
  return <GoalFlowFrame id="goalNew" product={product} />;
}

import { GoalNewScreen, goalNewFlow, useSavingsProduct, useStepParam } from '@portal/features';
import { useSearchParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * /goals/new (signed in, step layout): a new goal; with `?producto=` a savings product with one
 * strategy, opened as a goal of its own in its currency (docs/RULES.md#savings-products). The steps
 * live in `?paso=`, so back, forward and a reload land on the same step.
 */
export default function GoalNewPage() {
  const { pending, product } = useSavingsProduct(useSearchParams()[0].get('producto'));
  const { step, toStep } = useStepParam(goalNewFlow);
  useFlowStep(goalNewFlow.stepNumber(step));
  if (pending) return null;
  return <GoalNewScreen kind="goalNew" step={step} onStep={toStep} product={product} />;
}

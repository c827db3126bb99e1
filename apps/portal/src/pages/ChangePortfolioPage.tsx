import { ChangePortfolioFlow, changePortfolioFlow, GoalFlowScreen, useStepParam } from '@portal/features';
import { useSearchParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * /change-portfolio (signed in, step layout): moving a goal to another investment strategy. The
 * goal comes in `?goalId=` (the goal page links so); without one, the client picks it. The steps
 * live in `?paso=`, so back, forward and a reload land on the same step.
 */
export default function ChangePortfolioPage() {
  const goalId = useSearchParams()[0].get('goalId') || undefined;
  const { step, toStep } = useStepParam(changePortfolioFlow);
  useFlowStep(goalId ? changePortfolioFlow.stepNumber(step) : 1);
  return (
    <GoalFlowScreen kind="changePortfolio" goalId={goalId}>
      {(goal) => <ChangePortfolioFlow goal={goal} step={step} onStep={toStep} />}
    </GoalFlowScreen>
  );
}

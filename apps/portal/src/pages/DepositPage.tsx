import { DepositFlow, depositFlow, GoalFlowScreen, useStepParam } from '@portal/features';
import { useParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * /deposit and /deposit/{goalId} (signed in, step layout): a deposit to a goal, the goal chosen first. The steps live in `?paso=`, so back, forward and a reload land on the same step.
 */
export default function DepositPage() {
  const { step, toStep } = useStepParam(depositFlow);
  const { goalId } = useParams();
  // The step layout: the logo while the goal is chosen, then the flow's step.
  useFlowStep(goalId === undefined ? 1 : depositFlow.stepNumber(step));
  return (
    <GoalFlowScreen kind="deposit" goalId={goalId}>
      {(goal) => <DepositFlow goal={goal} step={step} onStep={toStep} />}
    </GoalFlowScreen>
  );
}

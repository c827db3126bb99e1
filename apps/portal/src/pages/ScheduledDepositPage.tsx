import { GoalFlowScreen, ScheduledDepositFlow, scheduledDepositFlow, useStepParam } from '@portal/features';
import { useParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * /scheduled-deposit and /scheduled-deposit/{goalId} (signed in, step layout): a goal's automatic
 * deposit, new or changed, the goal chosen first (among those in pesos). The steps live in `?paso=`, so back, forward and a reload land on the same step.
 */
export default function ScheduledDepositPage() {
  const { step, toStep } = useStepParam(scheduledDepositFlow);
  const { goalId } = useParams();
  // The step layout: the logo while the goal is chosen, then the flow's step.
  useFlowStep(goalId === undefined ? 1 : scheduledDepositFlow.stepNumber(step));
  return (
    <GoalFlowScreen kind="scheduledDeposit" goalId={goalId}>
      {(goal) => <ScheduledDepositFlow goal={goal} step={step} onStep={toStep} />}
    </GoalFlowScreen>
  );
}

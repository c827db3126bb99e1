import { GoalFlowScreen, RescueFlow, rescueFlow, useStepParam } from '@portal/features';
import { useParams } from 'react-router';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * /rescue and /rescue/{goalId} (signed in, step layout): a rescue from a goal, the goal chosen first. The steps live in `?paso=`, so back, forward and a reload land on the same step.
 */
export default function RescuePage() {
  const { step, toStep } = useStepParam(rescueFlow);
  const { goalId } = useParams();
  // The step layout: the logo while the goal is chosen, then the flow's step.
  useFlowStep(goalId === undefined ? 1 : rescueFlow.stepNumber(step));
  return (
    <GoalFlowScreen kind="rescue" goalId={goalId}>
      {(goal) => <RescueFlow goal={goal} step={step} onStep={toStep} />}
    </GoalFlowScreen>
  );
}

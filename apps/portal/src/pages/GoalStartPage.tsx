import { GoalNewScreen, goalNewFlow, useStepParam } from '@portal/features';
import { useFlowStep } from '../routing/stepContext.ts';

/**
 * /goals/start (signed in, step layout): the first investment. The same flow as /goals/new, opened
 * by how it works (the plan, then the first transfer), as the onboarding's last task.
 */
export default function GoalStartPage() {
  const { step, toStep } = useStepParam(goalNewFlow);
  useFlowStep(goalNewFlow.stepNumber(step));
  return <GoalNewScreen kind="goalStart" step={step} onStep={toStep} />;
}

import { RescueFlow, rescueFlow, useStepParam } from '@portal/features';
import { MoneyFlowPage } from './MoneyFlowPage.tsx';

/**
 * /rescue and /rescue/{goalId} (signed in, step layout). The steps live in `?paso=`, so back,
 * forward and a reload land on the same step.
 */
export default function RescuePage() {
  const { step, toStep } = useStepParam(rescueFlow);
  return (
    <MoneyFlowPage flow="rescue" step={rescueFlow.stepNumber(step)}>
      {(goal) => <RescueFlow goal={goal} step={step} onStep={toStep} />}
    </MoneyFlowPage>
  );
}

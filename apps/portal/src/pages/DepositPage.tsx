import { DepositFlow, depositFlow, useStepParam } from '@portal/features';
import { MoneyFlowPage } from './MoneyFlowPage.tsx';

/**
 * /deposit and /deposit/{goalId} (signed in, step layout). The steps live in `?paso=`, so back,
 * forward and a reload land on the same step.
 */
export default function DepositPage() {
  const { step, toStep } = useStepParam(depositFlow);
  return (
    <MoneyFlowPage flow="deposit" step={depositFlow.stepNumber(step)}>
      {(goal) => <DepositFlow goal={goal} step={step} onStep={toStep} />}
    </MoneyFlowPage>
  );
}

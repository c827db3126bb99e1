import { ScheduledDepositFlow, scheduledDepositFlow, useStepParam } from '@portal/features';
import { MoneyFlowPage } from './MoneyFlowPage.tsx';

/**
 * /scheduled-deposit and /scheduled-deposit/{goalId} (signed in, step layout): a goal's automatic
 * deposit, new or changed. The steps live in `?paso=`, so back, forward and a reload land on the
 * same step.
 */
export default function ScheduledDepositPage() {
  const { step, toStep } = useStepParam(scheduledDepositFlow);
  return (
    <MoneyFlowPage flow="scheduledDeposit" step={scheduledDepositFlow.stepNumber(step)}>
      {(goal) => <ScheduledDepositFlow goal={goal} step={step} onStep={toStep} />}
    </MoneyFlowPage>
  );
}

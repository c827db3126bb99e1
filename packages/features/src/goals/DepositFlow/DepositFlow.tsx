import { useTranslation } from 'react-i18next';
import { deviceClock } from '../../kit/deviceClock.ts';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import { AmountStep } from './AmountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { depositFlow } from './depositRules.ts';
import type { DepositFlowProps } from './depositStepProps.ts';
import { PayStep } from './PayStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { useDepositOptions } from './useDepositOptions.ts';

/**
 * A deposit to a goal (docs/RULES.md#deposit): the amount within the API's limits, how to transfer, a
 * summary, then the order, placed once however often it is sent, and the business day it is invested.
 */
export function DepositFlow({ goal, step, onStep, now = deviceClock }: DepositFlowProps) {
  const { t } = useTranslation('goals');
  const options = useDepositOptions(goal);
  return (
    <StepFlowView
      {...{ flow: depositFlow, scope: String(goal.id), step, onStep, options, extra: { goal, now } }}
      texts={{ loading: t('deposit.loading'), error: t('deposit.error') }}
      steps={{ monto: AmountStep, pago: PayStep, resumen: ReviewStep }}
      receipt={DoneStep}
    />
  );
}

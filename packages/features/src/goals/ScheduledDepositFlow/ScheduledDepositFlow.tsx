import { useTranslation } from 'react-i18next';
import { deviceClock } from '../../kit/deviceClock.ts';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import { AccountStep } from './AccountStep.tsx';
import { PesosOnlyNote } from './ChargeNote.tsx';
import { DoneStep } from './DoneStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { changeDraftOf, scheduledDepositFlow } from './scheduledDepositRules.ts';
import type { ScheduledDepositFlowProps } from './scheduledDepositStepProps.ts';
import { TermsStep } from './TermsStep.tsx';
import { useScheduleOptions } from './useScheduleOptions.ts';

/**
 * A scheduled deposit in pesos, new or changed; confirmed with a code (docs/RULES.md#scheduled-deposits).
 */
export function ScheduledDepositFlow({ goal, step, onStep, now = deviceClock }: ScheduledDepositFlowProps) {
  const { t } = useTranslation('goals');
  const options = useScheduleOptions(goal);
  if (goal.currency.currencyCode !== 'CLP') return <PesosOnlyNote />;
  return (
    <StepFlowView
      {...{ flow: scheduledDepositFlow, scope: String(goal.id), step, onStep, options, extra: { goal, now } }}
      texts={{ loading: t('scheduleFlow.loading'), error: t('scheduleFlow.error') }}
      steps={{ monto: TermsStep, cuenta: AccountStep, resumen: ReviewStep }}
      receipt={DoneStep}
      prepare={(draft, { current }, at) => changeDraftOf(draft, current, at)}
    />
  );
}

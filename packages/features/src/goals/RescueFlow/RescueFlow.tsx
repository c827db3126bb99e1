import { useTranslation } from 'react-i18next';
import { deviceClock } from '../../kit/deviceClock.ts';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import { AccountStep } from './AccountStep.tsx';
import { AmountStep } from './AmountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { NothingToRescue } from './PayNote.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { rescueFlow } from './rescueRules.ts';
import type { RescueFlowProps } from './rescueStepProps.ts';
import { useRescueOptions } from './useRescueOptions.ts';

/**
 * A rescue from a goal (docs/RULES.md#rescue): part or all of what is available, to a registered
 * account or a new one in the client's name, paid on a business day, placed once however often sent.
 */
export function RescueFlow({ goal, step, onStep, now = deviceClock }: RescueFlowProps) {
  const { t } = useTranslation('goals');
  const options = useRescueOptions(goal);
  return (
    <StepFlowView
      {...{ flow: rescueFlow, scope: String(goal.id), step, onStep, options, extra: { goal, now } }}
      texts={{ loading: t('rescue.loading'), error: t('rescue.error') }}
      steps={{ monto: AmountStep, cuenta: AccountStep, resumen: ReviewStep }}
      receipt={DoneStep}
      instead={({ available }) => (available <= 0 ? <NothingToRescue /> : null)}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useFlowDraft } from '../../stepFlow/useStepFlow.ts';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { AmountStep } from './AmountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { type DepositStep, depositFlow } from './depositRules.ts';
import type { DepositStepProps } from './depositStepProps.ts';
import { PayStep } from './PayStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';

export type DepositFlowProps = GoalFlowProps<DepositStep>;

/**
 * A deposit to a goal (docs/RULES.md#deposit): the amount within the API's limits, how to transfer (each field
 * copyable, with the transfer code), a summary, then the order, confirmed once however often it is
 * sent (an idempotency key). It says on which business day the money is invested. The draft lives
 * in the tab's storage, so a reload or a failed confirm loses nothing.
 */
export function DepositFlow({ goal, step, onStep, now = () => new Date() }: DepositFlowProps) {
  const { t } = useTranslation('goals');
  const options = useQuery(useGoalFlowQueries().depositOptions(goal.id));
  // A step the draft cannot show starts over (a reload after the tab forgot it, a typed URL); an
  // order already placed is never shown for confirming again: its steps lead to the confirmation.
  const draft = useFlowDraft(depositFlow, String(goal.id), step, onStep);

  if (step === 'listo' && draft.draft.receipt) return <DoneStep goal={goal} draft={draft.draft} />;

  return (
    <QueryState query={options} loadingText={t('deposit.loading')} errorText={t('deposit.error')}>
      {options.data && !draft.missing ? (
        <StepBody
          step={step}
          goal={goal}
          options={options.data}
          draft={draft.draft}
          saveDraft={draft.save}
          onStep={onStep}
          now={now}
        />
      ) : null}
    </QueryState>
  );
}

function StepBody(props: DepositStepProps) {
  const { step } = props;
  if (step === 'pago') return <PayStep {...props} />;
  if (step === 'resumen') return <ReviewStep {...props} />;
  return <AmountStep {...props} />;
}

import { Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { useFlowDraft } from '../../stepFlow/useStepFlow.ts';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { AccountStep } from './AccountStep.tsx';
import { AmountStep } from './AmountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { type RescueStep, rescueFlow } from './rescueRules.ts';
import type { RescueStepProps } from './rescueStepProps.ts';

export type RescueFlowProps = GoalFlowProps<RescueStep>;

/**
 * A rescue from a goal (docs/RULES.md#rescue): part or all of what is available (never more), to one of the
 * client's registered accounts or a new one in their own name (their RUT), the day it is paid in
 * business days, a summary and the order, placed once however often it is sent. The draft lives in
 * the tab's storage, so a reload or a failed confirm loses nothing.
 */
export function RescueFlow({ goal, step, onStep, now = () => new Date() }: RescueFlowProps) {
  const { t } = useTranslation('goals');
  const options = useQuery(useGoalFlowQueries().rescueOptions(goal.id));
  const draft = useFlowDraft(rescueFlow, String(goal.id), step, onStep);

  if (step === 'listo' && draft.draft.receipt) return <DoneStep goal={goal} draft={draft.draft} />;
  return (
    <QueryState query={options} loadingText={t('rescue.loading')} errorText={t('rescue.error')}>
      {options.data && !draft.missing ? (
        options.data.available <= 0 && step !== 'listo' ? (
          <Note as="p" role="status">
            {t('rescue.nothing')}
          </Note>
        ) : (
          <StepBody
            step={step}
            goal={goal}
            options={options.data}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
            now={now}
          />
        )
      ) : null}
    </QueryState>
  );
}

function StepBody(props: RescueStepProps) {
  if (props.step === 'cuenta') return <AccountStep {...props} />;
  if (props.step === 'resumen') return <ReviewStep {...props} />;
  return <AmountStep {...props} />;
}

import { type Goal, stateOfQuery, useApi } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as styles from '../../kit/form.css.ts';
import { type OnStep, useFlowDraft } from '../../stepFlow/useStepFlow.ts';
import { goalFlowQueries } from '../goalFlowsApi.ts';
import { AccountStep } from './AccountStep.tsx';
import { AmountStep } from './AmountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { type RescueStep, rescueFlow } from './rescueRules.ts';
import type { RescueStepProps } from './rescueStepProps.ts';

export interface RescueFlowProps {
  goal: Goal;
  /** The step shown (the page keeps it in the URL, so back and reload work). */
  step: RescueStep;
  onStep: OnStep<RescueStep>;
  /** The clock the business-day rule reads (tests pass a fixed one). */
  now?: () => Date;
}

/**
 * A rescue from a goal (docs/RULES.md#rescue): part or all of what is available (never more), to one of the
 * client's registered accounts or a new one in their own name (their RUT), the day it is paid in
 * business days, a summary and the order, placed once however often it is sent. The draft lives in
 * the tab's storage, so a reload or a failed confirm loses nothing.
 */
export function RescueFlow({ goal, step, onStep, now = () => new Date() }: RescueFlowProps) {
  const { t } = useTranslation('features');
  const options = useQuery(goalFlowQueries(useApi()).rescueOptions(goal.id));
  const draft = useFlowDraft(rescueFlow, String(goal.id), step, onStep);

  if (step === 'listo' && draft.draft.receipt) return <DoneStep goal={goal} draft={draft.draft} />;
  return (
    <DataState
      state={stateOfQuery(options)}
      loadingText={t('flows.rescue.loading')}
      errorText={t('flows.rescue.error')}
      onRetry={() => void options.refetch()}
      retryLabel={t('flows.retry')}
    >
      {options.data && !draft.missing ? (
        options.data.available <= 0 && step !== 'listo' ? (
          <p role="status" className={styles.note}>
            {t('flows.rescue.nothing')}
          </p>
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
    </DataState>
  );
}

function StepBody(props: RescueStepProps) {
  if (props.step === 'cuenta') return <AccountStep {...props} />;
  if (props.step === 'resumen') return <ReviewStep {...props} />;
  return <AmountStep {...props} />;
}

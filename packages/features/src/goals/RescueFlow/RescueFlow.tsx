import { Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { AccountStep } from './AccountStep.tsx';
import { AmountStep } from './AmountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { type RescueStep, rescueFlow } from './rescueRules.ts';

export type RescueFlowProps = GoalFlowProps<RescueStep>;

/**
 * A rescue from a goal (docs/RULES.md#rescue): part or all of what is available (never more), to one of the
 * client's registered accounts or a new one in their own name (their RUT), the day it is paid in
 * business days, a summary and the order, placed once however often it is sent.
 */
export function RescueFlow({ goal, step, onStep, now = () => new Date() }: RescueFlowProps) {
  const { t } = useTranslation('goals');
  const options = useQuery(useGoalFlowQueries().rescueOptions(goal.id));
  return (
    <StepFlowView
      {...{ flow: rescueFlow, scope: String(goal.id), step, onStep, extra: { goal, now } }}
      options={{ queries: [options], data: options.data }}
      loadingText={t('rescue.loading')}
      errorText={t('rescue.error')}
      steps={{ monto: AmountStep, cuenta: AccountStep, resumen: ReviewStep }}
      receipt={DoneStep}
      instead={({ available }) =>
        available <= 0 ? (
          <Note as="p" role="status">
            {t('rescue.nothing')}
          </Note>
        ) : null
      }
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import { useApvFigures } from '../apv/apvApi.ts';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { AmountStep } from './AmountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { type DepositStep, depositFlow } from './depositRules.ts';
import { PayStep } from './PayStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';

export type DepositFlowProps = GoalFlowProps<DepositStep>;

/**
 * A deposit to a goal (docs/RULES.md#deposit): the amount within the API's limits, how to transfer (each field
 * copyable, with the transfer code), a summary, then the order, confirmed once however often it is
 * sent (an idempotency key). It says on which business day the money is invested.
 */
export function DepositFlow({ goal, step, onStep, now = () => new Date() }: DepositFlowProps) {
  const { t } = useTranslation('goals');
  const options = useQuery(useGoalFlowQueries().depositOptions(goal.id));
  // Into an APV goal, this year's caps come too (docs/RULES.md#apv-voluntary-retirement-savings).
  const apv = useApvFigures(Boolean(goal.apv));
  const data = options.data && (!goal.apv || apv.figures) ? { ...options.data, apv: apv.figures } : undefined;
  return (
    <StepFlowView
      {...{ flow: depositFlow, scope: String(goal.id), step, onStep, extra: { goal, now } }}
      options={{ queries: [options, ...apv.queries], data }}
      loadingText={t('deposit.loading')}
      errorText={t('deposit.error')}
      steps={{ monto: AmountStep, pago: PayStep, resumen: ReviewStep }}
      receipt={DoneStep}
    />
  );
}

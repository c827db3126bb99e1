import { Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import { formatAmountInput } from '../amountInput.ts';
import { useApvFigures } from '../apv/apvApi.ts';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { AccountStep } from './AccountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { draftOfSchedule, type ScheduledDepositStep, scheduledDepositFlow } from './scheduledDepositRules.ts';
import { TermsStep } from './TermsStep.tsx';

export type ScheduledDepositFlowProps = GoalFlowProps<ScheduledDepositStep>;

/**
 * A goal's scheduled deposit, new or changed (docs/RULES.md#scheduled-deposits): the terms, the account
 * the mandate charges (in the client's own name), a summary with the next charges (a closed day
 * moves a charge to the next business day) and the confirmation with a code sent by email. A
 * change starts from the schedule as it is: on a first visit, and on a new one after a receipt.
 */
export function ScheduledDepositFlow({
  goal,
  step,
  onStep,
  now = () => new Date(),
}: ScheduledDepositFlowProps) {
  const { t } = useTranslation('goals');
  const flows = useGoalFlowQueries();
  const accounts = useQuery(flows.bankAccounts());
  const schedules = useQuery(flows.scheduledDeposits());
  // Into an APV goal, this year's caps come too (docs/RULES.md#apv-voluntary-retirement-savings).
  const apv = useApvFigures(Boolean(goal.apv));
  if (goal.currency.currencyCode !== 'CLP')
    return (
      <Note as="p" role="status">
        {t('scheduleFlow.dollars')}
      </Note>
    );
  const current = schedules.data?.find((each) => String(each.goalId) === String(goal.id));
  const data =
    accounts.data && schedules.data && (!goal.apv || apv.figures)
      ? { accounts: accounts.data, current, apv: apv.figures }
      : undefined;
  return (
    <StepFlowView
      {...{ flow: scheduledDepositFlow, scope: String(goal.id), step, onStep, extra: { goal, now } }}
      options={{ queries: [accounts, schedules, ...apv.queries], data }}
      loadingText={t('scheduleFlow.loading')}
      errorText={t('scheduleFlow.error')}
      steps={{ monto: TermsStep, cuenta: AccountStep, resumen: ReviewStep }}
      receipt={DoneStep}
      prepare={(draft, options, at) =>
        options.current && (draft.receipt === null ? draft.amount === '' : at === 'monto')
          ? draftOfSchedule(options.current, (amount) => formatAmountInput(amount, 'CLP'))
          : null
      }
    />
  );
}

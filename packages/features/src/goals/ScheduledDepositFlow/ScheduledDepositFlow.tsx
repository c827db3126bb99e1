import { Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriesState } from '../../kit/QueryState.tsx';
import { useFlowDraft } from '../../stepFlow/useStepFlow.ts';
import { formatAmountInput } from '../amountInput.ts';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { AccountStep } from './AccountStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { draftOfSchedule, type ScheduledDepositStep, scheduledDepositFlow } from './scheduledDepositRules.ts';
import type { ScheduledDepositStepProps } from './scheduledDepositStepProps.ts';
import { TermsStep } from './TermsStep.tsx';

export type ScheduledDepositFlowProps = GoalFlowProps<ScheduledDepositStep>;

/**
 * A goal's scheduled deposit, new or changed (docs/RULES.md#scheduled-deposits): the terms, the account
 * the mandate charges (in the client's own name), a summary with the next charges (a closed day
 * moves a charge to the next business day) and the confirmation with a code sent by email. A
 * change starts from the schedule as it is. The draft lives in the tab, so a reload loses nothing.
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
  const draft = useFlowDraft(scheduledDepositFlow, String(goal.id), step, onStep);
  const current = schedules.data?.find((each) => String(each.goalId) === String(goal.id));
  // A change starts from the schedule as it is: on a first visit, and on a new one after a receipt.
  const untouched = draft.draft.receipt === null ? draft.draft.amount === '' : step === 'monto';
  useEffect(() => {
    if (current && untouched)
      draft.save(draftOfSchedule(current, (amount) => formatAmountInput(amount, 'CLP')));
  }, [current, untouched, draft.save]);

  if (step === 'listo' && draft.draft.receipt) return <DoneStep goal={goal} draft={draft.draft} />;
  if (goal.currency.currencyCode !== 'CLP')
    return (
      <Note as="p" role="status">
        {t('scheduleFlow.dollars')}
      </Note>
    );
  return (
    <QueriesState
      queries={[accounts, schedules]}
      loadingText={t('scheduleFlow.loading')}
      errorText={t('scheduleFlow.error')}
    >
      {accounts.data && schedules.data && !draft.missing && !(current && untouched) ? (
        <StepBody
          step={step}
          goal={goal}
          accounts={accounts.data}
          draft={draft.draft}
          saveDraft={draft.save}
          onStep={onStep}
          now={now}
          current={current}
        />
      ) : null}
    </QueriesState>
  );
}

function StepBody(props: ScheduledDepositStepProps) {
  if (props.step === 'cuenta') return <AccountStep {...props} />;
  if (props.step === 'resumen') return <ReviewStep {...props} />;
  return <TermsStep {...props} />;
}

import { anchorOf, chileDate, formatMoney, scheduledDepositSchema } from '@portal/platform';
import { DescriptionList, Note } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { inboxKeys } from '../../inbox/model.ts';
import { ConfirmWithCode } from '../../stepFlow/ConfirmWithCode/ConfirmWithCode.tsx';
import { useProvenConfirm } from '../../stepFlow/ConfirmWithCode/useProvenConfirm.ts';
import { StepSection } from '../../stepFlow/StepHeading.tsx';
import { useChosenAccountLabel } from '../BankAccountForm/BankAccountForm.tsx';
import { goalFlowKeys, useGoalFlowQueries } from '../goalFlowsApi.ts';
import { ChargeNote } from './ChargeNote.tsx';
import { scheduledDepositFlow, scheduleRequestOf } from './scheduledDepositRules.ts';
import type { ScheduledDepositStepProps } from './scheduledDepositStepProps.ts';

/**
 * Step 3: the summary and its next charges, confirmed with a code sent by email
 * (docs/RULES.md#confirmation-codes), saved once however often it is sent.
 */
export function ReviewStep(props: ScheduledDepositStepProps) {
  const { goal, options, draft, now } = props;
  const { accounts, current } = options;
  const { t } = useTranslation('goals');
  const flows = useGoalFlowQueries();
  const request = scheduleRequestOf(draft);
  const account = useChosenAccountLabel(accounts.accounts, draft);
  const confirm = useProvenConfirm({
    operation: 'scheduled-deposit',
    goalId: goal.id,
    ...props,
    content: { order: 'scheduled-deposit', goalId: goal.id, ...request },
    receipt: scheduledDepositSchema,
    order: (idempotencyKey, proof) =>
      flows.saveScheduledDeposit({ goalId: goal.id, body: request, idempotencyKey, proof }),
    invalidates: [goalFlowKeys.scheduledDeposits, goalFlowKeys.bankAccounts, inboxKeys.all],
  });
  return (
    <StepSection
      number={scheduledDepositFlow.stepNumber('resumen')}
      title={t('scheduleFlow.steps.resumen')}
      id="schedule-review-title"
    >
      <DescriptionList
        testIdPrefix="summary-"
        label={t('scheduleFlow.summaryList')}
        rows={[
          { key: 'goal', label: t('scheduleFlow.summary.goal'), value: goal.title },
          {
            key: 'amount',
            label: t('scheduleFlow.summary.amount'),
            value: formatMoney(request.amount, 'CLP'),
          },
          {
            key: 'frequency',
            label: t('scheduleFlow.summary.frequency'),
            value: t(`scheduleFlow.every.${request.frequency}`, { day: request.day }),
          },
          { key: 'account', label: t('scheduleFlow.summary.account'), value: account },
        ]}
      />
      {current?.status === 'paused' ? (
        <Note as="p" data-testid="schedule-stays-paused">
          {t('scheduleFlow.staysPaused')}
        </Note>
      ) : (
        <ChargeNote
          schedule={{ ...request, anchorOn: anchorOf(current, request, chileDate(now())) }}
          now={now}
          count={3}
        />
      )}
      <ConfirmWithCode
        refreshOnSend={[inboxKeys.all]}
        {...confirm.code}
        label={t(current ? 'scheduleFlow.confirmChange' : 'scheduleFlow.confirm')}
        workingLabel={t('confirming')}
        failedText={t('scheduleFlow.failed')}
      />
    </StepSection>
  );
}

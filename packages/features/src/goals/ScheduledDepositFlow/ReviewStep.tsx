import { chileDate, firstDueAfter, formatMoney } from '@portal/platform';
import { DescriptionList, Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmWithCode } from '../../stepFlow/ConfirmWithCode/ConfirmWithCode.tsx';
import { needsNewCode } from '../../stepFlow/ConfirmWithCode/confirmationCodeCalls.ts';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { useFlowConfirm } from '../../stepFlow/useStepFlow.ts';
import { accountLabel } from '../BankAccountForm/BankAccountForm.tsx';
import { goalFlowKeys, useGoalFlowQueries } from '../goalFlowsApi.ts';
import { ChargeNote } from './ChargeNote.tsx';
import { scheduledDepositFlow, scheduleRequestOf } from './scheduledDepositRules.ts';
import type { ScheduledDepositStepProps } from './scheduledDepositStepProps.ts';

/**
 * Step 3: the summary and its next charges, confirmed with a code sent by email
 * (docs/RULES.md#confirmation-codes), saved once however often it is sent.
 */
export function ReviewStep({
  goal,
  accounts,
  draft,
  saveDraft,
  onStep,
  now,
  changing,
}: ScheduledDepositStepProps) {
  const { t } = useTranslation('features');
  const flows = useGoalFlowQueries();
  const banks = useQuery(flows.banks());
  const request = scheduleRequestOf(draft);
  const typeName = (type: string) => t(`flows.rescue.accountTypes.${type}`);
  const registered = accounts.accounts.find((account) => account.id === draft.accountId);
  const bankName =
    banks.data?.find((bank) => bank.code === draft.newAccount.bankCode)?.name ?? draft.newAccount.bankCode;
  const account = registered
    ? accountLabel(registered, typeName)
    : `${bankName} · ${typeName(draft.newAccount.type)} ${draft.newAccount.number}`;
  // The proof a right code gave: the order carries it (a retry, the same one).
  const proof = useRef('');
  const { send, mutation: confirm } = useFlowConfirm({
    flow: scheduledDepositFlow,
    draft,
    saveDraft,
    onStep,
    order: (idempotencyKey) =>
      flows.saveScheduledDeposit({ goalId: goal.id, body: request, idempotencyKey, proof: proof.current }),
    refused: (current, errors) =>
      Object.keys(errors).length > 0 ? { ...current, serverErrors: errors } : null,
    invalidates: [goalFlowKeys.scheduledDeposits, goalFlowKeys.bankAccounts, ['inbox']],
  });
  return (
    <Stack as="section" gap="lg" aria-labelledby="schedule-review-title">
      <StepHeading
        number={scheduledDepositFlow.stepNumber('resumen')}
        title={t('flows.schedule.steps.resumen')}
        id="schedule-review-title"
      />
      <DescriptionList
        testIdPrefix="summary-"
        label={t('flows.schedule.summaryList')}
        rows={[
          { key: 'goal', label: t('flows.schedule.summary.goal'), value: goal.title },
          {
            key: 'amount',
            label: t('flows.schedule.summary.amount'),
            value: formatMoney(request.amount, 'CLP'),
          },
          {
            key: 'frequency',
            label: t('flows.schedule.summary.frequency'),
            value: t(`flows.schedule.every.${request.frequency}`, { day: request.day }),
          },
          { key: 'account', label: t('flows.schedule.summary.account'), value: account },
        ]}
      />
      <ChargeNote
        schedule={{ ...request, anchorOn: firstDueAfter(chileDate(now()), request.day) }}
        now={now}
        count={3}
      />
      <ConfirmWithCode
        operation="scheduled-deposit"
        goalId={goal.id}
        order={confirm}
        orderNeedsNewCode={needsNewCode(confirm.error)}
        onConfirm={(proven) => {
          proof.current = proven;
          send();
        }}
        label={t(changing ? 'flows.schedule.confirmChange' : 'flows.schedule.confirm')}
        workingLabel={t('flows.confirming')}
        failedText={t('flows.schedule.failed')}
      />
    </Stack>
  );
}

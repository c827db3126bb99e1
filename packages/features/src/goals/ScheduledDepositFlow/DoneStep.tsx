import { dayLabel, formatMoney, type Goal } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { ReceiptStep } from '../../stepFlow/ReceiptStep.tsx';
import { type ScheduledDepositDraft, scheduledDepositFlow } from './scheduledDepositRules.ts';

/** The receipt: how much, how often, from which account, and the first charge. */
export function DoneStep({ goal, draft }: { goal: Goal; draft: ScheduledDepositDraft }) {
  const { t } = useTranslation('goals');
  const receipt = draft.receipt;
  if (!receipt) return null;
  return (
    <ReceiptStep
      name="schedule"
      number={scheduledDepositFlow.stepNumber('listo')}
      title={t('scheduleFlow.steps.listo')}
      links={[
        {
          to: `/goals/${encodeURIComponent(String(goal.id))}#scheduled-deposit`,
          label: t('toGoal', { goal: goal.title }),
        },
      ]}
    >
      {t(receipt.nextChargeOn ? 'scheduleFlow.doneLead' : 'scheduleFlow.donePaused', {
        amount: formatMoney(receipt.amount, 'CLP'),
        goal: goal.title,
        frequency: t(`scheduleFlow.every.${receipt.frequency}`, { day: receipt.day }).toLowerCase(),
        account: `${receipt.account.bankName} ${receipt.account.maskedNumber}`,
        date: receipt.nextChargeOn ? dayLabel(receipt.nextChargeOn) : '',
      })}
    </ReceiptStep>
  );
}

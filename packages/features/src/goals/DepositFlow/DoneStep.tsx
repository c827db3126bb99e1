import { dayInSentence, formatMoney, type Goal } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { ReceiptStep } from '../../stepFlow/ReceiptStep.tsx';
import { type DepositDraft, depositFlow } from './depositRules.ts';

/** The receipt: what was ordered, when it is invested, where to follow it. */
export function DoneStep({ goal, draft }: { goal: Goal; draft: DepositDraft }) {
  const { t } = useTranslation('goals');
  const receipt = draft.receipt;
  if (!receipt) return null;
  return (
    <ReceiptStep
      name="deposit"
      number={depositFlow.stepNumber('listo')}
      title={t('deposit.steps.listo')}
      links={[
        { to: '/pending-transaction-notifications', label: t('deposit.toPending') },
        {
          to: `/goals/${encodeURIComponent(String(goal.id))}#summary`,
          label: t('toGoal', { goal: goal.title }),
        },
      ]}
    >
      {t('deposit.doneLead', {
        amount: formatMoney(receipt.amount, receipt.currency),
        goal: goal.title,
        date: dayInSentence(receipt.investOn),
        code: receipt.transferCode,
      })}
    </ReceiptStep>
  );
}

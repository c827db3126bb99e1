import { dayInSentence, formatMoney, type Goal } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { ReceiptStep } from '../../stepFlow/ReceiptStep.tsx';
import { ApvRescueCost } from '../apv/ApvRescueCost.tsx';
import { type RescueDraft, rescueFlow } from './rescueRules.ts';

/** The receipt: what is paid, to which account, on which day. */
export function DoneStep({ goal, draft }: { goal: Goal; draft: RescueDraft }) {
  const { t } = useTranslation('goals');
  const receipt = draft.receipt;
  if (!receipt) return null;
  return (
    <ReceiptStep
      name="rescue"
      number={rescueFlow.stepNumber('listo')}
      title={t('rescue.steps.listo')}
      details={
        receipt.apv ? (
          <ApvRescueCost
            regime={receipt.apv.regime}
            cost={{ amount: receipt.amount, ...receipt.apv }}
            testIdPrefix="receipt-apv-"
          />
        ) : null
      }
      links={[
        {
          to: `/goals/${encodeURIComponent(String(goal.id))}#summary`,
          label: t('toGoal', { goal: goal.title }),
        },
        {
          to: `/dashboard/activities?goalId=${encodeURIComponent(String(goal.id))}&type=rescue`,
          label: t('rescue.toMovements'),
        },
      ]}
    >
      {t(receipt.apv ? 'rescue.doneLeadNet' : 'rescue.doneLead', {
        amount: formatMoney(receipt.amount, receipt.currency),
        net: formatMoney(receipt.apv?.net ?? receipt.amount, receipt.currency),
        goal: goal.title,
        date: dayInSentence(receipt.payOn),
        account: `${receipt.account.bankName} ${receipt.account.maskedNumber}`,
      })}
    </ReceiptStep>
  );
}

import { dayLabel, formatMoney, type Goal } from '@portal/platform';
import { buttonTone, Inline, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { type RescueDraft, rescueFlow } from './rescueRules.ts';

/** The receipt: what is paid, to which account, on which day. */
export function DoneStep({ goal, draft }: { goal: Goal; draft: RescueDraft }) {
  const { t } = useTranslation('features');
  const receipt = draft.receipt;
  if (!receipt) return null;
  return (
    <Stack as="section" gap="lg" aria-labelledby="rescue-done-title">
      <StepHeading
        number={rescueFlow.stepNumber('listo')}
        title={t('flows.rescue.steps.listo')}
        id="rescue-done-title"
      />
      <p role="status" data-testid="rescue-done">
        {t('flows.rescue.doneLead', {
          amount: formatMoney(receipt.amount, receipt.currency),
          goal: goal.title,
          date: dayLabel(receipt.payOn),
          account: `${receipt.account.bankName} ${receipt.account.maskedNumber}`,
        })}
      </p>
      <Inline>
        <Link className={buttonTone.primary} to={`/goals/${encodeURIComponent(String(goal.id))}#summary`}>
          {t('flows.toGoal', { goal: goal.title })}
        </Link>
        <Link
          className={buttonTone.secondary}
          to={`/dashboard/activities?goalId=${encodeURIComponent(String(goal.id))}&type=rescue`}
        >
          {t('flows.rescue.toMovements')}
        </Link>
      </Inline>
    </Stack>
  );
}

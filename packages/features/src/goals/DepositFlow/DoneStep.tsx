import { dayLabel, formatMoney, type Goal } from '@portal/platform';
import { buttonTone, Inline, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { type DepositDraft, depositFlow } from './depositRules.ts';

/** The receipt: what was ordered, when it is invested, where to follow it. */
export function DoneStep({ goal, draft }: { goal: Goal; draft: DepositDraft }) {
  const { t } = useTranslation('features');
  const receipt = draft.receipt;
  if (!receipt) return null;
  return (
    <Stack as="section" gap="lg" aria-labelledby="deposit-done-title">
      <StepHeading
        number={depositFlow.stepNumber('listo')}
        title={t('flows.deposit.steps.listo')}
        id="deposit-done-title"
      />
      <p role="status" data-testid="deposit-done">
        {t('flows.deposit.doneLead', {
          amount: formatMoney(receipt.amount, receipt.currency),
          goal: goal.title,
          date: dayLabel(receipt.investOn),
          code: receipt.transferCode,
        })}
      </p>
      <Inline>
        <Link className={buttonTone.primary} to="/pending-transaction-notifications">
          {t('flows.deposit.toPending')}
        </Link>
        <Link className={buttonTone.secondary} to={`/goals/${encodeURIComponent(String(goal.id))}#summary`}>
          {t('flows.toGoal', { goal: goal.title })}
        </Link>
      </Inline>
    </Stack>
  );
}

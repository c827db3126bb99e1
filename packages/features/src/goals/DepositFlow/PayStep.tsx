import { formatMoney, useApi } from '@portal/platform';
import { Button } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StepSection } from '../../stepFlow/StepHeading.tsx';
import { parseAmountInput } from '../amountInput.ts';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { depositFlow } from './depositRules.ts';
import type { DepositStepProps } from './depositStepProps.ts';
import { InvestNote } from './InvestNote.tsx';
import { TransferDetails } from './TransferDetails.tsx';

/** Step 2: how to transfer, each field copyable, with the transfer code. */
export function PayStep({ goal, options, draft, onStep, now }: DepositStepProps) {
  const { t } = useTranslation('goals');
  const favorite = useQuery(useGoalFlowQueries().favoriteGoal()).data;
  const goals = useQuery(useApi().queries.currentUser()).data?.goals;
  // Named when this deposit is in pesos to another goal than the favourite.
  const favoriteId = options.currency === 'CLP' ? favorite?.goalId : null;
  const favoriteTitle =
    favoriteId == null || String(favoriteId) === String(goal.id)
      ? null
      : (goals?.find((each) => String(each.id) === String(favoriteId))?.title ?? null);
  const amount = parseAmountInput(draft.amount) ?? 0;
  const shown = formatMoney(amount, options.currency);
  return (
    <StepSection
      number={depositFlow.stepNumber('pago')}
      title={t('deposit.steps.pago')}
      id="deposit-pay-title"
    >
      <p>{t('deposit.payLead', { amount: shown, goal: goal.title })}</p>
      <TransferDetails options={options} amount={amount} />
      {/* The code names this goal; a transfer in pesos without it goes to the favourite goal. */}
      {favoriteTitle ? (
        <p data-testid="deposit-without-code">{t('deposit.withoutCode', { goal: favoriteTitle })}</p>
      ) : null}
      <InvestNote options={options} now={now} />
      <Button phoneWide onClick={() => onStep('resumen')}>
        {t('continue')}
      </Button>
    </StepSection>
  );
}

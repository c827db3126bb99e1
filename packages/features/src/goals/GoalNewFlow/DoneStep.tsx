import { Stack } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../kit/QueryState.tsx';
import { ReceiptStep } from '../../stepFlow/ReceiptStep.tsx';
import { TransferDetails } from '../DepositFlow/TransferDetails.tsx';
import { useGoalFlowQueries } from '../goalFlowsApi.ts';
import { type GoalNewDraft, type GoalProduct, goalNewFlow } from './goalNewRules.ts';

/**
 * The goal created: its first deposit, or its page. A savings product's goal also says where to
 * transfer to it, in its currency.
 */
export function DoneStep({ draft, product }: { draft: GoalNewDraft; product?: GoalProduct }) {
  const { t } = useTranslation('goals');
  const goal = draft.receipt;
  if (!goal) return null;
  return (
    <Stack gap="lg">
      <ReceiptStep
        name="goal"
        number={goalNewFlow.stepNumber('listo')}
        title={t('goal.steps.listo')}
        links={[
          { to: `/deposit/${encodeURIComponent(String(goal.id))}`, label: t('goal.firstDeposit') },
          { to: `/goals/${encodeURIComponent(String(goal.id))}`, label: t('goal.toGoal') },
        ]}
      >
        {t('goal.doneLead', { title: goal.title })}
      </ReceiptStep>
      {product ? <HowToDeposit goalId={goal.id} /> : null}
    </Stack>
  );
}

/** Where to transfer to the new goal: the account of its currency and its code. */
function HowToDeposit({ goalId }: { goalId: string | number }) {
  const { t } = useTranslation('goals');
  const options = useQuery(useGoalFlowQueries().depositOptions(goalId));
  return (
    <QueryState query={options} loadingText={t('goal.depositLoading')} errorText={t('goal.depositError')}>
      {options.data ? (
        <Stack gap="md" data-testid="goal-how-to-deposit">
          <p>{t(`goal.howToDeposit.${options.data.currency}`, { code: options.data.transferCode })}</p>
          <TransferDetails options={options.data} />
        </Stack>
      ) : null}
    </QueryState>
  );
}

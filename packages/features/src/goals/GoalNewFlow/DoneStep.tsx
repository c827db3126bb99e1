import { useTranslation } from 'react-i18next';
import { ReceiptStep } from '../../stepFlow/ReceiptStep.tsx';
import { type GoalNewDraft, goalNewFlow } from './goalNewRules.ts';

/** The goal created: its first deposit, or its page. */
export function DoneStep({ draft }: { draft: GoalNewDraft }) {
  const { t } = useTranslation('features');
  const goal = draft.receipt;
  if (!goal) return null;
  return (
    <ReceiptStep
      name="goal"
      number={goalNewFlow.stepNumber('listo')}
      title={t('flows.goal.steps.listo')}
      links={[
        { to: `/deposit/${encodeURIComponent(String(goal.id))}`, label: t('flows.goal.firstDeposit') },
        { to: `/goals/${encodeURIComponent(String(goal.id))}`, label: t('flows.goal.toGoal') },
      ]}
    >
      {t('flows.goal.doneLead', { title: goal.title })}
    </ReceiptStep>
  );
}

import { buttonTone, Inline, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { type GoalNewDraft, goalNewFlow } from './goalNewRules.ts';

/** The goal created: its first deposit, or its page. */
export function DoneStep({ draft }: { draft: GoalNewDraft }) {
  const { t } = useTranslation('features');
  const goal = draft.receipt;
  if (!goal) return null;
  return (
    <Stack as="section" gap="lg" aria-labelledby="goal-done-title">
      <StepHeading
        number={goalNewFlow.stepNumber('listo')}
        title={t('flows.goal.steps.listo')}
        id="goal-done-title"
      />
      <p role="status" data-testid="goal-done">
        {t('flows.goal.doneLead', { title: goal.title })}
      </p>
      <Inline>
        <Link className={buttonTone.primary} to={`/deposit/${encodeURIComponent(String(goal.id))}`}>
          {t('flows.goal.firstDeposit')}
        </Link>
        <Link className={buttonTone.secondary} to={`/goals/${encodeURIComponent(String(goal.id))}`}>
          {t('flows.goal.toGoal')}
        </Link>
      </Inline>
    </Stack>
  );
}

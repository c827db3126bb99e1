import { dayLabel, type Goal, type Strategy } from '@portal/platform';
import { buttonTone, Inline, Stack } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepHeading } from '../../stepFlow/StepHeading.tsx';
import { type ChangePortfolioDraft, changePortfolioFlow } from './changePortfolioRules.ts';
import { countedPortfolioSteps } from './portfolioStepProps.ts';

/** The receipt: the goal's new strategy and the day it takes effect. */
export function DoneStep({
  goal,
  draft,
  strategies,
}: {
  goal: Goal;
  draft: ChangePortfolioDraft;
  strategies: Strategy[];
}) {
  const { t } = useTranslation('features');
  const receipt = draft.receipt;
  if (!receipt) return null;
  const name = strategies.find((strategy) => strategy.id === receipt.toStrategyId)?.name ?? '';
  return (
    <Stack as="section" gap="lg" aria-labelledby="portfolio-done-title">
      <StepHeading
        number={changePortfolioFlow.stepNumber('listo')}
        total={countedPortfolioSteps}
        title={t('flows.portfolio.steps.listo')}
        id="portfolio-done-title"
      />
      <p role="status" data-testid="portfolio-done">
        {t('flows.portfolio.doneLead', { goal: goal.title, name, date: dayLabel(receipt.effectiveOn) })}
      </p>
      <Inline>
        <Link className={buttonTone.primary} to={`/goals/${encodeURIComponent(String(goal.id))}#summary`}>
          {t('flows.toGoal', { goal: goal.title })}
        </Link>
      </Inline>
    </Stack>
  );
}

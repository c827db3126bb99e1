import { dayLabel, type Goal, type Strategy } from '@portal/platform';
import { useTranslation } from 'react-i18next';
import { ReceiptStep } from '../../stepFlow/ReceiptStep.tsx';
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
  const { t } = useTranslation('goals');
  const receipt = draft.receipt;
  if (!receipt) return null;
  const name = strategies.find((strategy) => strategy.id === receipt.toStrategyId)?.name ?? '';
  return (
    <ReceiptStep
      name="portfolio"
      number={changePortfolioFlow.stepNumber('listo')}
      total={countedPortfolioSteps}
      title={t('portfolio.steps.listo')}
      links={[
        {
          to: `/goals/${encodeURIComponent(String(goal.id))}#summary`,
          label: t('toGoal', { goal: goal.title }),
        },
      ]}
    >
      {t('portfolio.doneLead', { goal: goal.title, name, date: dayLabel(receipt.effectiveOn) })}
    </ReceiptStep>
  );
}

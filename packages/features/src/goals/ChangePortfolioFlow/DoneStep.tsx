import { dayInSentence, type Goal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoneyQueries } from '../../money/model.ts';
import { ReceiptStep } from '../../stepFlow/ReceiptStep.tsx';
import { type ChangePortfolioDraft, changePortfolioFlow } from './changePortfolioRules.ts';
import { countedPortfolioSteps } from './portfolioStepProps.ts';

/** The receipt: the goal's new strategy and the day it takes effect. */
export function DoneStep({ goal, draft }: { goal: Goal; draft: ChangePortfolioDraft }) {
  const { t } = useTranslation('goals');
  // The strategies' names (asked before the choice; a reload on the receipt asks again).
  const strategies = useQuery(useMoneyQueries().strategies()).data ?? [];
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
      {t('portfolio.doneLead', { goal: goal.title, name, date: dayInSentence(receipt.effectiveOn) })}
    </ReceiptStep>
  );
}

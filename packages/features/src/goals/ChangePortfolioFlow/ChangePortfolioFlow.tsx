import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoneyQueries } from '../../money/model.ts';
import { useCatalogueQueries } from '../../products/model.ts';
import { StepFlowView } from '../../stepFlow/StepFlowView.tsx';
import type { GoalFlowProps } from '../goalFlowProps.ts';
import { ChooseStep } from './ChooseStep.tsx';
import { type ChangePortfolioStep, changePortfolioFlow, strategiesFor } from './changePortfolioRules.ts';
import { DoneStep } from './DoneStep.tsx';
import { OneStrategy } from './OneStrategy.tsx';
import { ReviewStep } from './ReviewStep.tsx';

/** As the flows on one goal take it (a change of portfolio reads no clock). */
export type ChangePortfolioFlowProps = Omit<GoalFlowProps<ChangePortfolioStep>, 'now'>;

/**
 * A goal's change of investment strategy (docs/RULES.md#change-of-portfolio): the strategies its product allows with their
 * risk, the current one marked; then the current and the new composition side by side, and the
 * order, placed once. The money stays invested while the portfolio is rebalanced. A goal whose
 * product has one strategy (the wallet, the short-term products) is told so, with the way to invest
 * otherwise: a new goal.
 */
export function ChangePortfolioFlow({ goal, step, onStep }: ChangePortfolioFlowProps) {
  const { t } = useTranslation('goals');
  const strategies = useQuery(useMoneyQueries().strategies());
  const products = useQuery(useCatalogueQueries().products());
  const data =
    strategies.data && products.data
      ? {
          strategies: strategies.data,
          products: products.data.products,
          allowed: strategiesFor(goal, products.data.products, strategies.data),
        }
      : undefined;
  return (
    <StepFlowView
      {...{ flow: changePortfolioFlow, scope: String(goal.id), step, onStep, extra: { goal } }}
      options={{ queries: [strategies, products], data }}
      loadingText={t('portfolio.loading')}
      errorText={t('portfolio.error')}
      steps={{ estrategia: ChooseStep, resumen: ReviewStep }}
      receipt={DoneStep}
      instead={(options) =>
        options.allowed.length < 2 ? (
          <OneStrategy goal={goal} products={options.products} strategies={options.strategies} />
        ) : null
      }
    />
  );
}

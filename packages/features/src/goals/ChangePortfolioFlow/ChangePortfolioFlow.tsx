import { type Goal, stateOfQueries } from '@portal/platform';
import { DataState } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoneyQueries } from '../../money/model.ts';
import { useCatalogueQueries } from '../../products/model.ts';
import { type OnStep, useFlowDraft } from '../../stepFlow/useStepFlow.ts';
import { ChooseStep } from './ChooseStep.tsx';
import { type ChangePortfolioStep, changePortfolioFlow, strategiesFor } from './changePortfolioRules.ts';
import { DoneStep } from './DoneStep.tsx';
import { OneStrategy } from './OneStrategy.tsx';
import { ReviewStep } from './ReviewStep.tsx';

export interface ChangePortfolioFlowProps {
  goal: Goal;
  step: ChangePortfolioStep;
  onStep: OnStep<ChangePortfolioStep>;
}

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
  const draft = useFlowDraft(changePortfolioFlow, String(goal.id), step, onStep);
  const currentId = Number(goal.portfolio?.investmentStrategyId ?? 0);

  if (step === 'listo' && draft.draft.receipt)
    return <DoneStep goal={goal} draft={draft.draft} strategies={strategies.data ?? []} />;
  const loaded =
    strategies.data && products.data ? { strategies: strategies.data, products: products.data } : null;
  const allowed = loaded ? strategiesFor(goal, loaded.products.products, loaded.strategies) : [];
  return (
    <DataState
      state={stateOfQueries([strategies, products])}
      loadingText={t('portfolio.loading')}
      errorText={t('portfolio.error')}
      onRetry={() => {
        if (strategies.isError) void strategies.refetch();
        if (products.isError) void products.refetch();
      }}
      retryLabel={t('retry')}
    >
      {loaded && !draft.missing ? (
        allowed.length < 2 ? (
          <OneStrategy goal={goal} products={loaded.products.products} strategies={loaded.strategies} />
        ) : step === 'resumen' ? (
          <ReviewStep
            goal={goal}
            strategies={loaded.strategies}
            currentId={currentId}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
          />
        ) : (
          <ChooseStep
            strategies={allowed}
            currentId={currentId}
            draft={draft.draft}
            saveDraft={draft.save}
            onStep={onStep}
          />
        )
      ) : null}
    </DataState>
  );
}

import { type Goal, type Product, portfolioChangeReceiptSchema, type Strategy } from '@portal/platform';
import * as z from 'zod/mini';
import { productOfCategory } from '../../products/model.ts';
import { defineStepFlow, stepFlowDraftFields, unsentFlowDraft } from '../../stepFlow/defineStepFlow.ts';

// The change of portfolio's rules (docs/RULES.md#change-of-portfolio), pure: its steps, the comparison of the current and
// the new composition, and the draft kept across a reload.

export const changePortfolioDraftSchema = z.object({
  strategyId: z.nullable(z.number()),
  ...stepFlowDraftFields(portfolioChangeReceiptSchema),
});
export type ChangePortfolioDraft = z.infer<typeof changePortfolioDraftSchema>;

/** The steps as the URL names them: the strategy, the summary that orders, its receipt. */
export const changePortfolioFlow = defineStepFlow({
  steps: ['estrategia', 'resumen', 'listo'] as const,
  draft: {
    schema: changePortfolioDraftSchema,
    empty: { strategyId: null, ...unsentFlowDraft },
    key: (goalId) => `portal.draft.change-portfolio.${goalId}`,
  },
  fieldsOfStep: { estrategia: ['strategyId'] },
  // The summary needs a strategy the server has not refused.
  complete: { estrategia: (draft) => draft.strategyId !== null },
});
export type ChangePortfolioStep = (typeof changePortfolioFlow.steps)[number];

/** The strategy a goal is invested in now (0: none known). */
export const currentStrategyId = (goal: Pick<Goal, 'portfolio'>): number =>
  Number(goal.portfolio?.investmentStrategyId ?? 0);

export interface CompositionRow {
  assetClass: string;
  /** Weight 0–1 in the current strategy (0 when it holds none). */
  current: number;
  next: number;
}

/**
 * The two compositions side by side, one row per asset class either holds: the current strategy's
 * classes first in its order, then the ones only the new strategy holds.
 */
export function compareCompositions(
  current: Pick<Strategy, 'composition'> | undefined,
  next: Pick<Strategy, 'composition'> | undefined,
): CompositionRow[] {
  const classes = [
    ...(current?.composition ?? []).map((part) => part.assetClass),
    ...(next?.composition ?? []).map((part) => part.assetClass),
  ].filter((assetClass, index, all) => all.indexOf(assetClass) === index);
  const weight = (strategy: Pick<Strategy, 'composition'> | undefined, assetClass: string) =>
    strategy?.composition.find((part) => part.assetClass === assetClass)?.weight ?? 0;
  return classes.map((assetClass) => ({
    assetClass,
    current: weight(current, assetClass),
    next: weight(next, assetClass),
  }));
}

/**
 * The strategies a goal may hold: those whose risk its product allows (the catalogue's risk range).
 * A goal of a product the catalogue does not list gets none: nothing is offered on a guess.
 */
export function strategiesFor(
  goal: Pick<Goal, 'goalCategory'>,
  products: readonly Product[],
  strategies: readonly Strategy[],
): Strategy[] {
  const product = productOfCategory(products, goal.goalCategory.code);
  if (!product) return [];
  return strategies.filter(
    (strategy) => strategy.risk >= product.risk.from && strategy.risk <= product.risk.to,
  );
}

/**
 * Whether a goal can change its strategy: its product allows more than one. A wallet or a
 * short-term product has the one its product defines (a wallet goal in equities would not be the
 * wallet any more).
 */
export function canChangePortfolio(
  goal: Pick<Goal, 'goalCategory'>,
  products: readonly Product[],
  strategies: readonly Strategy[],
): boolean {
  return strategiesFor(goal, products, strategies).length > 1;
}

import { type Goal, type Product, portfolioChangeReceiptSchema, type Strategy } from '@portal/platform';
import * as z from 'zod/mini';
import { productOfCategory } from '../client/catalogueRules.ts';

/**
 * The change of portfolio's rules (issue 13), pure: its steps as the URL names them, the comparison
 * of the current and the new composition, and the draft kept across a reload.
 */
export const changePortfolioSteps = ['estrategia', 'resumen', 'listo'] as const;
export type ChangePortfolioStep = (typeof changePortfolioSteps)[number];

export function changePortfolioStepOf(value: string | null | undefined): ChangePortfolioStep {
  return (changePortfolioSteps as readonly string[]).includes(value ?? '')
    ? (value as ChangePortfolioStep)
    : 'estrategia';
}

export function changePortfolioStepNumber(step: ChangePortfolioStep): number {
  return changePortfolioSteps.indexOf(step) + 1;
}

export const changePortfolioDraftSchema = z.object({
  strategyId: z.nullable(z.number()),
  idempotencyKey: z.nullable(z.string()),
  serverError: z.nullable(z.string()),
  receipt: z.nullable(portfolioChangeReceiptSchema),
});
export type ChangePortfolioDraft = z.infer<typeof changePortfolioDraftSchema>;
export const emptyChangePortfolioDraft: ChangePortfolioDraft = {
  strategyId: null,
  idempotencyKey: null,
  serverError: null,
  receipt: null,
};

export function changePortfolioDraftKey(goalId: string | number): string {
  return `portal.draft.change-portfolio.${goalId}`;
}

/** Where a step the draft cannot show sends the client, or null to show it. */
export function changePortfolioRedirect(
  step: ChangePortfolioStep,
  draft: ChangePortfolioDraft,
): ChangePortfolioStep | null {
  if (step === 'listo') return draft.receipt ? null : 'estrategia';
  if (step === 'estrategia') return null;
  if (draft.receipt) return 'listo';
  return draft.strategyId === null || draft.serverError !== null ? 'estrategia' : null;
}

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

import type { FeeTier, Goal, Product, ProductCode } from '@portal/platform';
import { formatPercent } from '@portal/platform';

/** The product a goal category belongs to (each category belongs to one). */
export function productOfCategory(products: readonly Product[], category: string): Product | undefined {
  return products.find((product) => product.categories.includes(category));
}

/** The portal page of a product: goals live on /goals, each other product on its own route. */
export function productPath(code: ProductCode): string {
  return code === 'goals' ? '/goals' : `/${code}`;
}

/** Where a client can open a product with an advisor, as a second way (or the only one). */
export const advisorPath = '/schedule-advisor';

/**
 * Where a client starts investing in a product (docs/RULES.md#savings-products): investment goals
 * open in the portal's new-goal flow (/goals/new), which picks a strategy by horizon; a savings
 * product with one strategy (the short-term products, the wallet) opens there too, as a goal of its
 * own in its currency (/goals/new?producto=…); anything else, with the advisor. The advisor stays
 * the second way for every product.
 */
export function startPath(product: Pick<Product, 'code' | 'risk'>): {
  kind: 'newGoal' | 'product' | 'advisor';
  path: string;
} {
  if (product.code === 'goals') return { kind: 'newGoal', path: '/goals/new' };
  if (product.risk.from === product.risk.to)
    return { kind: 'product', path: `/goals/new?producto=${encodeURIComponent(product.code)}` };
  return { kind: 'advisor', path: advisorPath };
}

/** Products a client holds one of: the wallet is one account, which deposits fill. */
const heldOnce: readonly ProductCode[] = ['dollarbox'];

/**
 * How a client who already holds a product opens another goal in it (docs/RULES.md#savings-products):
 * as the first one started (startPath), except where the product is held once (the wallet): null,
 * nothing to open, deposits go to the one they have.
 */
export function anotherStart(product: Pick<Product, 'code' | 'risk'>): ReturnType<typeof startPath> | null {
  return heldOnce.includes(product.code) ? null : startPath(product);
}

/** The client's active goals in a product. */
export function goalsInProduct(goals: readonly Goal[], product: Product): Goal[] {
  return goals.filter((goal) => !goal.archived && product.categories.includes(goal.goalCategory.code));
}

/** The fee band a balance falls in: the first whose upper bound it does not pass. */
export function feeFor(product: Product, balance: number): FeeTier {
  const tier = product.fees.find((candidate) => candidate.upTo === null || balance <= candidate.upTo);
  // The schema asks for at least one band; a list with no open band leaves the top balances in the last.
  return tier ?? (product.fees.at(-1) as FeeTier);
}

/** What a balance pays in a year at its band's fee, in the product's currency (pesos whole, dollars in cents). */
export function yearlyFee(product: Product, balance: number): number {
  const fee = (balance * feeFor(product, balance).annualPercent) / 100;
  return product.currency === 'CLP' ? Math.round(fee) : Math.round(fee * 100) / 100;
}

export interface FeeBand {
  /** The lowest balance in the band (0 for the first). */
  from: number;
  /** The highest, or null for the open top band. */
  upTo: number | null;
  annualPercent: number;
}

/** The bands with their lower bound: the next whole unit after the previous band's top. */
export function feeBands(product: Product): FeeBand[] {
  const step = product.currency === 'CLP' ? 1 : 0.01;
  return product.fees.map((tier, index) => {
    const previous = index > 0 ? product.fees[index - 1]?.upTo : null;
    return {
      from: previous == null ? 0 : previous + step,
      upTo: tier.upTo,
      annualPercent: tier.annualPercent,
    };
  });
}

/** An annual fee in percent as Chile writes it: 1.19 → "1,19%", 0 → "0%". */
export function formatAnnualPercent(percent: number, locale = 'es-CL'): string {
  return formatPercent(percent / 100, percent === 0 ? 0 : 2, locale);
}

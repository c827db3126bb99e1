import type { Goal, NavigationItemPayload } from '@portal/platform';

/** Saving categories (docs/RULES.md#entities), each with its own page. */
export const savingCategories = [
  'short-term-invest',
  'short-term-invest-plus',
  'short-term-invest-dollars',
  'short-term-invest-dollars-plus',
] as const;
export type SavingCategory = (typeof savingCategories)[number];

/** Wallet categories (docs/RULES.md#entities: caja-moneda is the wallet). */
export const walletCategories = ['caja-moneda'] as const;

export interface GoalsMenuLabels {
  investments: string;
  savings: string;
  wallet: string;
  /** Menu title of each saving page and of the wallet item. */
  categories: Record<SavingCategory | 'wallet', string>;
}

export interface GoalsMenuFlags {
  /** ENABLE-USDBOX is "true" (docs/RULES.md#entities config parameter). */
  usdBoxEnabled: boolean;
}

const isSaving = (goal: Goal) => (savingCategories as readonly string[]).includes(goal.goalCategory.code);
const isWallet = (goal: Goal) => (walletCategories as readonly string[]).includes(goal.goalCategory.code);
const hasCapital = (goal: Goal) => goal.currentCapital !== 0;

/**
 * Menu sections built from the user's goals (docs/RULES.md#menus "Side menu content", §5 "Menu rules"):
 * - investments: every goal except archived, wallet, saving-category and zero-capital ones, starred first;
 * - savings: one entry per saving category whose goal exists with a capital other than 0;
 * - wallet: the dollar box, when the flag is on and the wallet goal has capital.
 * Empty sections are left out.
 */
export function buildGoalsMenu(
  goals: readonly Goal[],
  flags: GoalsMenuFlags,
  labels: GoalsMenuLabels,
): NavigationItemPayload[] {
  const investments = goals
    .filter((goal) => !goal.archived && !isWallet(goal) && !isSaving(goal) && hasCapital(goal))
    .map((goal, index) => ({ goal, index }))
    // Starred first; the server's order otherwise (stable).
    .sort((a, b) => Number(b.goal.starred) - Number(a.goal.starred) || a.index - b.index)
    .map(
      ({ goal }): NavigationItemPayload => ({
        id: `goal-${goal.id}`,
        type: 'basic',
        title: goal.title,
        icon: goal.icon?.code ?? goal.goalCategory.icon?.code ?? 'flag',
        link: `/goals/${goal.id}`,
      }),
    );

  const savings = savingCategories
    .filter((category) => goals.some((goal) => goal.goalCategory.code === category && hasCapital(goal)))
    .map(
      (category): NavigationItemPayload => ({
        id: category,
        type: 'basic',
        title: labels.categories[category],
        icon: category.includes('dollars') ? 'dollar' : 'savings',
        link: `/${category}`,
      }),
    );

  const wallet =
    flags.usdBoxEnabled && goals.some((goal) => isWallet(goal) && hasCapital(goal))
      ? [
          {
            id: 'dollarbox',
            type: 'basic',
            title: labels.categories.wallet,
            icon: 'wallet',
            link: '/dollarbox',
          } as const,
        ]
      : [];

  const sections: NavigationItemPayload[] = [];
  if (investments.length)
    sections.push({ id: 'investments', type: 'group', title: labels.investments, children: investments });
  if (savings.length)
    sections.push({ id: 'savings', type: 'group', title: labels.savings, children: savings });
  if (wallet.length)
    sections.push({ id: 'wallet', type: 'group', title: labels.wallet, children: [...wallet] });
  return sections;
}

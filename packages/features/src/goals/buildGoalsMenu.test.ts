import type { Goal } from '@portal/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGoalsMenu, type GoalsMenuLabels, savingCategories } from './buildGoalsMenu.ts';

const labels: GoalsMenuLabels = {
  investments: 'Inversiones',
  savings: 'Ahorro',
  wallet: 'Billetera',
  categories: {
    'short-term-invest': 'Corto plazo',
    'short-term-invest-plus': 'Corto plazo plus',
    'short-term-invest-dollars': 'Dólares',
    'short-term-invest-dollars-plus': 'Dólares plus',
    wallet: 'Caja Moneda',
  },
};

let nextId = 1;
function goal(code: string, capital: number, extra: Partial<Goal> = {}): Goal {
  const id = nextId++;
  return {
    id,
    title: `Meta ${id}`,
    archived: false,
    starred: false,
    currentCapital: capital,
    icon: { code: 'flag' },
    goalCategory: { code },
    currency: { currencyCode: 'CLP' },
    ...extra,
  };
}

const links = (sections: ReturnType<typeof buildGoalsMenu>, id: string) =>
  sections.find((section) => section.id === id)?.children?.map((item) => item.link) ?? [];

describe('buildGoalsMenu (docs/RULES.md#goals-sections menu rules)', () => {
  it.each<[string, Goal, boolean]>([
    ['an ordinary goal with capital', goal('housing', 1000), true],
    ['an archived goal', goal('housing', 1000, { archived: true }), false],
    ['a goal with zero capital', goal('housing', 0), false],
    ['a goal with negative capital (not zero)', goal('housing', -5), true],
    ['a wallet goal', goal('caja-moneda', 1000), false],
    ['a saving-category goal', goal('short-term-invest', 1000), false],
  ])('investments: %s -> listed %s', (_name, g, listed) => {
    expect(
      links(buildGoalsMenu([g], { usdBoxEnabled: true }, labels), 'investments').includes(`/goals/${g.id}`),
    ).toBe(listed);
  });

  it('puts starred goals first and keeps the server order otherwise', () => {
    const a = goal('housing', 1);
    const b = goal('travel', 1, { starred: true });
    const c = goal('car', 1);
    const d = goal('education', 1, { starred: true });
    expect(links(buildGoalsMenu([a, b, c, d], { usdBoxEnabled: false }, labels), 'investments')).toEqual([
      `/goals/${b.id}`,
      `/goals/${d.id}`,
      `/goals/${a.id}`,
      `/goals/${c.id}`,
    ]);
  });

  it.each<[string, Goal[], string[]]>([
    ['no saving goal', [goal('housing', 1)], []],
    ['a saving goal with capital', [goal('short-term-invest', 5)], ['/short-term-invest']],
    ['a saving goal at zero', [goal('short-term-invest-plus', 0)], []],
    [
      'one at zero and one with capital in the same category',
      [goal('short-term-invest', 0), goal('short-term-invest', 3)],
      ['/short-term-invest'],
    ],
    [
      'all four categories, in the spec order',
      [
        goal('short-term-invest-dollars-plus', 1),
        goal('short-term-invest', 1),
        goal('short-term-invest-dollars', 1),
        goal('short-term-invest-plus', 1),
      ],
      [
        '/short-term-invest',
        '/short-term-invest-plus',
        '/short-term-invest-dollars',
        '/short-term-invest-dollars-plus',
      ],
    ],
  ])('savings: %s', (_name, goals, expected) => {
    expect(links(buildGoalsMenu(goals, { usdBoxEnabled: false }, labels), 'savings')).toEqual(expected);
  });

  it.each<[string, boolean, number, boolean]>([
    ['flag on, capital', true, 100, true],
    ['flag off, capital', false, 100, false],
    ['flag on, zero capital', true, 0, false],
    ['flag off, zero capital', false, 0, false],
  ])('wallet: %s -> shown %s', (_name, usdBoxEnabled, capital, shown) => {
    const menu = buildGoalsMenu([goal('caja-moneda', capital)], { usdBoxEnabled }, labels);
    expect(links(menu, 'wallet')).toEqual(shown ? ['/dollarbox'] : []);
  });

  it('leaves out empty sections', () => {
    expect(buildGoalsMenu([], { usdBoxEnabled: true }, labels)).toEqual([]);
  });
});

const goalArbitrary = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  title: fc.string(),
  archived: fc.boolean(),
  starred: fc.boolean(),
  currentCapital: fc.oneof(fc.constant(0), fc.integer({ min: -1e9, max: 1e9 })),
  goalCategory: fc.record({
    code: fc.constantFrom(...savingCategories, 'caja-moneda', 'housing', 'travel', 'retirement'),
  }),
  currency: fc.record({ currencyCode: fc.constantFrom('CLP', 'USD') }),
});

describe('buildGoalsMenu (properties over random goal lists)', () => {
  it('never lists an archived, wallet, saving or zero-capital goal as an investment; starred ones lead', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(goalArbitrary, { maxLength: 60, selector: (g) => g.id }),
        fc.boolean(),
        (goals, usdBoxEnabled) => {
          const menu = buildGoalsMenu(goals, { usdBoxEnabled }, labels);
          const investments = menu.find((s) => s.id === 'investments')?.children ?? [];
          const byLink = new Map(goals.map((g) => [`/goals/${g.id}`, g]));
          const listed = investments.map((item) => byLink.get(item.link ?? ''));
          const valid = listed.every(
            (g) =>
              g &&
              !g.archived &&
              g.currentCapital !== 0 &&
              !['caja-moneda', ...savingCategories].includes(g.goalCategory.code as never),
          );
          const starredFlags = listed.map((g) => Boolean(g?.starred));
          const starredFirst = starredFlags.every((s, i) => i === 0 || !s || starredFlags[i - 1]);
          const expectedCount = goals.filter(
            (g) =>
              !g.archived &&
              g.currentCapital !== 0 &&
              !['caja-moneda', ...savingCategories].includes(g.goalCategory.code as never),
          ).length;
          return valid && starredFirst && investments.length === expectedCount;
        },
      ),
    );
  });

  it('shows a saving entry exactly when a goal of its category has capital, and the wallet only with the flag', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(goalArbitrary, { maxLength: 40, selector: (g) => g.id }),
        fc.boolean(),
        (goals, usdBoxEnabled) => {
          const menu = buildGoalsMenu(goals, { usdBoxEnabled }, labels);
          const savings = new Set((menu.find((s) => s.id === 'savings')?.children ?? []).map((i) => i.id));
          const savingsOk = savingCategories.every(
            (category) =>
              savings.has(category) ===
              goals.some((g) => g.goalCategory.code === category && g.currentCapital !== 0),
          );
          const walletShown = menu.some((s) => s.id === 'wallet');
          const walletOk =
            walletShown ===
            (usdBoxEnabled &&
              goals.some((g) => g.goalCategory.code === 'caja-moneda' && g.currentCapital !== 0));
          return savingsOk && walletOk && menu.every((section) => (section.children?.length ?? 0) > 0);
        },
      ),
    );
  });
});

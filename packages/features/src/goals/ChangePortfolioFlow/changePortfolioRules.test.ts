import type { PortfolioChangeReceipt, Product, Strategy } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import {
  type ChangePortfolioDraft,
  type ChangePortfolioStep,
  canChangePortfolio,
  changePortfolioFlow,
  compareCompositions,
  strategiesFor,
} from './changePortfolioRules.ts';

const receipt: PortfolioChangeReceipt = {
  id: 'chg-101-1',
  goalId: 101,
  fromStrategyId: 4,
  toStrategyId: 3,
  status: 'pending',
  createdAt: '2026-11-23T13:00:00.000Z',
  effectiveOn: '2026-11-25',
};
const draft = (extra: Partial<ChangePortfolioDraft>) => ({ ...changePortfolioFlow.draft.empty, ...extra });

describe("the change of portfolio's steps in the URL", () => {
  it.each<[string | null, ChangePortfolioStep]>([
    [null, 'estrategia'],
    ['resumen', 'resumen'],
    ['listo', 'listo'],
    ['monto', 'estrategia'],
  ])('%s → %s', (value, step) => {
    expect(changePortfolioFlow.stepOf(value)).toBe(step);
  });
});

describe('changePortfolioFlow.redirect', () => {
  it.each<[string, ChangePortfolioStep, ChangePortfolioDraft, ChangePortfolioStep | null]>([
    ['the choice always shows', 'estrategia', changePortfolioFlow.draft.empty, null],
    ['the summary needs a strategy', 'resumen', changePortfolioFlow.draft.empty, 'estrategia'],
    ['the summary with one shows', 'resumen', draft({ strategyId: 3 }), null],
    [
      'a refused choice goes back',
      'resumen',
      draft({ strategyId: 3, serverErrors: { strategyId: 'No' } }),
      'estrategia',
    ],
    ['a change placed leads to its confirmation', 'resumen', draft({ strategyId: 3, receipt }), 'listo'],
    ['the confirmation needs its receipt', 'listo', draft({ strategyId: 3 }), 'estrategia'],
    ['the confirmation with it shows', 'listo', draft({ receipt }), null],
  ])('%s', (_name, step, given, expected) => {
    expect(changePortfolioFlow.redirect(step, given)).toBe(expected);
  });
});

describe('compareCompositions', () => {
  const moderate = {
    composition: [
      { assetClass: 'Renta fija local', weight: 0.35 },
      { assetClass: 'Acciones internacionales', weight: 0.35 },
      { assetClass: 'Acciones chilenas', weight: 0.3 },
    ],
  };
  const bold = {
    composition: [
      { assetClass: 'Acciones chilenas', weight: 0.15 },
      { assetClass: 'Acciones internacionales', weight: 0.85 },
    ],
  };
  it('lists every class either holds, the current ones first, 0 where one holds none', () => {
    expect(compareCompositions(moderate, bold)).toEqual([
      { assetClass: 'Renta fija local', current: 0.35, next: 0 },
      { assetClass: 'Acciones internacionales', current: 0.35, next: 0.85 },
      { assetClass: 'Acciones chilenas', current: 0.3, next: 0.15 },
    ]);
    expect(compareCompositions(bold, moderate).map((row) => row.assetClass)).toEqual([
      'Acciones chilenas',
      'Acciones internacionales',
      'Renta fija local',
    ]);
  });

  it('a goal without a known strategy compares against nothing', () => {
    expect(compareCompositions(undefined, bold)).toEqual([
      { assetClass: 'Acciones chilenas', current: 0, next: 0.15 },
      { assetClass: 'Acciones internacionales', current: 0, next: 0.85 },
    ]);
  });

  it('each column adds up to what its strategy holds', () => {
    const rows = compareCompositions(moderate, bold);
    expect(rows.reduce((sum, row) => sum + row.current, 0)).toBeCloseTo(1, 10);
    expect(rows.reduce((sum, row) => sum + row.next, 0)).toBeCloseTo(1, 10);
  });
});

describe('strategiesFor / canChangePortfolio: the strategies a goal’s product allows', () => {
  const strategy = (id: number): Strategy => ({
    id,
    name: `E${id}`,
    risk: id,
    description: '',
    composition: [],
  });
  const all = [1, 2, 3, 4, 5].map(strategy);
  const product = (code: Product['code'], from: number, to: number, categories: string[]): Product => ({
    code,
    name: code,
    summary: '',
    currency: 'CLP',
    risk: { from, to },
    minimumDeposit: 5_000,
    rescueBusinessDays: 1,
    categories,
    fees: [{ upTo: null, annualPercent: 1 }],
  });
  const products = [
    product('goals', 1, 5, ['housing', 'retirement']),
    product('short-term-invest', 1, 1, ['short-term-invest']),
    product('short-term-invest-plus', 2, 2, ['short-term-invest-plus']),
    product('dollarbox', 1, 1, ['caja-moneda']),
  ];
  const goal = (code: string) => ({ goalCategory: { code } });

  it.each<[string, string, number[], boolean]>([
    ['an investment goal: any of the five', 'housing', [1, 2, 3, 4, 5], true],
    ['a short-term goal: its one strategy', 'short-term-invest', [1], false],
    ['a short-term plus goal: its one strategy', 'short-term-invest-plus', [2], false],
    ['the wallet: its one strategy, never equities', 'caja-moneda', [1], false],
    ['a category no product lists: none, not a guess', 'crypto', [], false],
  ])('%s', (_name, category, ids, changeable) => {
    expect(strategiesFor(goal(category), products, all).map((each) => each.id)).toEqual(ids);
    expect(canChangePortfolio(goal(category), products, all)).toBe(changeable);
  });

  it('follows the catalogue: a product allowing risk 2 to 4 offers those three', () => {
    const ranged = [product('goals', 2, 4, ['car'])];
    expect(strategiesFor(goal('car'), ranged, all).map((each) => each.id)).toEqual([2, 3, 4]);
  });
});

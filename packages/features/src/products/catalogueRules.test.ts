import type { Goal, Product } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import {
  anotherStart,
  feeBands,
  feeFor,
  formatAnnualPercent,
  goalsInProduct,
  productOfCategory,
  productPath,
  startPath,
  yearlyFee,
} from './catalogueRules.ts';

const product = (overrides: Partial<Product> = {}): Product => ({
  code: 'goals',
  name: 'Metas de inversión',
  summary: '',
  currency: 'CLP',
  risk: { from: 1, to: 5 },
  minimumDeposit: 5_000,
  rescueBusinessDays: 3,
  categories: ['housing', 'travel'],
  fees: [
    { upTo: 10_000_000, annualPercent: 1.19 },
    { upTo: 50_000_000, annualPercent: 0.99 },
    { upTo: null, annualPercent: 0.79 },
  ],
  ...overrides,
});
const goals = product();
const shortTerm = product({
  code: 'short-term-invest',
  categories: ['short-term-invest'],
  fees: [{ upTo: null, annualPercent: 0.49 }],
});
const dollars = product({
  code: 'short-term-invest-dollars',
  currency: 'USD',
  categories: ['short-term-invest-dollars'],
  fees: [
    { upTo: 1_000, annualPercent: 0.79 },
    { upTo: null, annualPercent: 0.59 },
  ],
});

const goal = (id: number, code: string, archived = false): Goal =>
  ({
    id,
    title: `g${id}`,
    archived,
    starred: false,
    currentCapital: 1,
    goalCategory: { code },
    currency: { currencyCode: 'CLP' },
  }) as Goal;

describe('feeFor: the band a balance falls in', () => {
  it.each<[string, Product, number, number]>([
    ['nothing yet', goals, 0, 1.19],
    ['inside the first band', goals, 2_500_000, 1.19],
    ['on the first bound (inclusive)', goals, 10_000_000, 1.19],
    ['one peso over', goals, 10_000_001, 0.99],
    ['on the second bound', goals, 50_000_000, 0.99],
    ['above every bound', goals, 80_000_000, 0.79],
    ['a flat fee', shortTerm, 123_456_789, 0.49],
    ['dollars, in cents over the bound', dollars, 1_000.01, 0.59],
    [
      'no open band: the top balances stay in the last',
      product({ fees: [{ upTo: 10, annualPercent: 1 }] }),
      99,
      1,
    ],
  ])('%s', (_name, of, balance, percent) => {
    expect(feeFor(of, balance).annualPercent).toBe(percent);
  });
});

describe('yearlyFee: what a balance pays in a year', () => {
  it.each<[string, Product, number, number]>([
    ['pesos, rounded to the peso', goals, 12_450_000, 123_255],
    ['pesos in the first band', goals, 1_000_001, 11_900],
    ['nothing for nothing', goals, 0, 0],
    ['dollars, rounded to the cent', dollars, 2_345.67, 13.84],
  ])('%s', (_name, of, balance, fee) => {
    expect(yearlyFee(of, balance)).toBe(fee);
  });
});

describe('feeBands: each band from the unit after the previous top', () => {
  it.each<[string, Product, [number, number | null][]]>([
    [
      'pesos',
      goals,
      [
        [0, 10_000_000],
        [10_000_001, 50_000_000],
        [50_000_001, null],
      ],
    ],
    ['one flat band', shortTerm, [[0, null]]],
    [
      'dollars step by a cent',
      dollars,
      [
        [0, 1_000],
        [1_000.01, null],
      ],
    ],
  ])('%s', (_name, of, bands) => {
    expect(feeBands(of).map((band) => [band.from, band.upTo])).toEqual(bands);
  });
});

describe('where a product lives and how one starts', () => {
  it.each<[string, Product, string, ReturnType<typeof startPath>]>([
    ['goals: a new goal in the portal', goals, '/goals', { kind: 'newGoal', path: '/goals/new' }],
    [
      'a short-term product (one strategy): a goal of its own in the portal',
      { ...shortTerm, risk: { from: 1, to: 1 } },
      '/short-term-invest',
      { kind: 'product', path: '/goals/new?producto=short-term-invest' },
    ],
    [
      'the wallet (one strategy): a goal of its own in the portal',
      product({ code: 'dollarbox', categories: ['caja-moneda'], risk: { from: 1, to: 1 } }),
      '/dollarbox',
      { kind: 'product', path: '/goals/new?producto=dollarbox' },
    ],
    [
      'a product of several strategies but goals: with the advisor',
      product({
        code: 'short-term-invest-plus',
        categories: ['short-term-invest-plus'],
        risk: { from: 1, to: 3 },
      }),
      '/short-term-invest-plus',
      { kind: 'advisor', path: '/schedule-advisor' },
    ],
  ])('%s', (_name, of, path, start) => {
    expect(productPath(of.code)).toBe(path);
    expect(startPath(of)).toEqual(start);
  });
});

describe('opening another goal in a product the client holds', () => {
  it.each<[string, Product, ReturnType<typeof anotherStart>]>([
    ['goals: another goal', goals, { kind: 'newGoal', path: '/goals/new' }],
    [
      'a short-term product: another goal of its own',
      { ...shortTerm, risk: { from: 1, to: 1 } },
      { kind: 'product', path: '/goals/new?producto=short-term-invest' },
    ],
    [
      'a dollar product: another goal in dollars',
      { ...dollars, risk: { from: 1, to: 1 } },
      { kind: 'product', path: `/goals/new?producto=${dollars.code}` },
    ],
    [
      'a product of several strategies: with the advisor',
      { ...shortTerm, risk: { from: 1, to: 3 } },
      { kind: 'advisor', path: '/schedule-advisor' },
    ],
    [
      'the wallet: none (one per client, deposits fill it)',
      product({ code: 'dollarbox', categories: ['caja-moneda'], risk: { from: 1, to: 1 } }),
      null,
    ],
  ])('%s', (_name, of, start) => {
    expect(anotherStart(of)).toEqual(start);
  });
});

describe('goals in a product', () => {
  it.each<[string, Goal[], number[]]>([
    ['its categories only', [goal(1, 'housing'), goal(2, 'short-term-invest'), goal(3, 'travel')], [1, 3]],
    ['not the archived ones', [goal(1, 'housing', true), goal(2, 'travel')], [2]],
    ['none', [goal(1, 'caja-moneda')], []],
  ])('%s', (_name, list, ids) => {
    expect(goalsInProduct(list, goals).map((each) => each.id)).toEqual(ids);
  });

  it.each<[string, string, string | undefined]>([
    ['a goal category', 'travel', 'goals'],
    ['a product category', 'short-term-invest', 'short-term-invest'],
    ['an unknown one', 'crypto', undefined],
  ])('productOfCategory: %s', (_name, category, code) => {
    expect(productOfCategory([goals, shortTerm], category)?.code).toBe(code);
  });
});

describe('formatAnnualPercent', () => {
  it.each<[number, string]>([
    [1.19, '1,19%'],
    [0.5, '0,50%'],
    [0, '0%'],
  ])('%s → %s', (percent, text) => {
    expect(formatAnnualPercent(percent)).toBe(text);
  });
});

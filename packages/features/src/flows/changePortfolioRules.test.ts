import type { PortfolioChangeReceipt } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import {
  type ChangePortfolioDraft,
  type ChangePortfolioStep,
  changePortfolioRedirect,
  changePortfolioStepOf,
  compareCompositions,
  emptyChangePortfolioDraft,
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
const draft = (extra: Partial<ChangePortfolioDraft>) => ({ ...emptyChangePortfolioDraft, ...extra });

describe('changePortfolioStepOf', () => {
  it.each<[string | null, ChangePortfolioStep]>([
    [null, 'estrategia'],
    ['resumen', 'resumen'],
    ['listo', 'listo'],
    ['monto', 'estrategia'],
  ])('%s → %s', (value, step) => {
    expect(changePortfolioStepOf(value)).toBe(step);
  });
});

describe('changePortfolioRedirect', () => {
  it.each<[string, ChangePortfolioStep, ChangePortfolioDraft, ChangePortfolioStep | null]>([
    ['the choice always shows', 'estrategia', emptyChangePortfolioDraft, null],
    ['the summary needs a strategy', 'resumen', emptyChangePortfolioDraft, 'estrategia'],
    ['the summary with one shows', 'resumen', draft({ strategyId: 3 }), null],
    ['a refused choice goes back', 'resumen', draft({ strategyId: 3, serverError: 'No' }), 'estrategia'],
    ['a change placed leads to its confirmation', 'resumen', draft({ strategyId: 3, receipt }), 'listo'],
    ['the confirmation needs its receipt', 'listo', draft({ strategyId: 3 }), 'estrategia'],
    ['the confirmation with it shows', 'listo', draft({ receipt }), null],
  ])('%s', (_name, step, given, expected) => {
    expect(changePortfolioRedirect(step, given)).toBe(expected);
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

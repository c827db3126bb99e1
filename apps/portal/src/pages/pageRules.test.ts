import type { Goal } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { balanceByCurrency } from './balance.ts';
import { entityStepNumber } from './entityOnboardingSteps.ts';

const goal = (capital: number, currencyCode: string, archived = false): Goal => ({
  id: capital,
  title: `Meta ${capital}`,
  archived,
  starred: false,
  currentCapital: capital,
  icon: { code: 'flag' },
  goalCategory: { code: 'housing', icon: { code: 'flag' } },
  currency: { currencyCode },
  portfolio: { investmentStrategyId: 1 },
});

describe('balanceByCurrency (general balance)', () => {
  it.each([
    ['no goals', [], []],
    ['pesos only', [goal(1_000, 'CLP'), goal(2_500, 'CLP')], [{ currency: 'CLP', amount: 3_500 }]],
    [
      'pesos first, then dollars',
      [goal(3_500, 'USD'), goal(12_450_000, 'CLP')],
      [
        { currency: 'CLP', amount: 12_450_000 },
        { currency: 'USD', amount: 3_500 },
      ],
    ],
    [
      'archived goals do not count',
      [goal(1_000, 'CLP'), goal(9_000, 'CLP', true)],
      [{ currency: 'CLP', amount: 1_000 }],
    ],
    ['a zero balance still shows its currency', [goal(0, 'CLP')], [{ currency: 'CLP', amount: 0 }]],
  ])('%s', (_name, goals, expected) => {
    expect(balanceByCurrency(goals)).toEqual(expected);
  });
});

describe('entityStepNumber (/entity/onboarding/{step})', () => {
  it.each([
    ['datos', 2],
    ['representante', 3],
    ['documentos', 4],
    ['otro', null],
    ['', null],
    [undefined, null],
    ['DATOS', null],
  ])('%s -> %s', (step, expected) => {
    expect(entityStepNumber(step)).toBe(expected);
  });
});

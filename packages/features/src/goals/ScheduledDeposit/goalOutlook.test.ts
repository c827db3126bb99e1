import { describe, expect, it } from 'vitest';
import { goalOutlook } from './goalOutlook.ts';

const outlook = [{ strategyId: 4, expectedYearly: 0.0, volatility: 0.0 }];
const casa = {
  currentCapital: 12_000_000,
  target: { amount: 30_000_000, date: '2030-03-01' },
  portfolio: { investmentStrategyId: 4 },
};

describe('goalOutlook (docs/RULES.md#scheduled-deposits)', () => {
  // At 0 % the figures are plain sums: 12.000.000 + 40 months of the monthly deposit.
  it.each([
    [
      'an active monthly schedule counts',
      { amount: 150_000, frequency: 'monthly', status: 'active' },
      150_000,
      18_000_000,
    ],
    [
      'every two weeks counts 26 a year',
      { amount: 60_000, frequency: 'biweekly', status: 'active' },
      130_000,
      17_200_000,
    ],
    [
      'a paused one counts nothing',
      { amount: 150_000, frequency: 'monthly', status: 'paused' },
      0,
      12_000_000,
    ],
    ['none', undefined, 0, 12_000_000],
  ] as const)('%s', (_name, schedule, monthly, expected) => {
    const result = goalOutlook(casa, schedule, outlook, '2026-11-27');
    expect(result).toMatchObject({ monthly, months: 40, expected, reachesTarget: false });
  });

  it('a positive return compounds: more than the sum, the optimistic above the pessimistic', () => {
    const result = goalOutlook(
      casa,
      { amount: 150_000, frequency: 'monthly', status: 'active' },
      [{ strategyId: 4, expectedYearly: 0.08, volatility: 0.1 }],
      '2026-11-27',
    );
    expect(result?.expected).toBeGreaterThan(18_000_000);
    expect(result?.optimistic).toBeGreaterThan(result?.expected ?? 0);
    expect(result?.pessimistic).toBeLessThan(result?.expected ?? 0);
  });

  it('says whether the expected scenario reaches the target', () => {
    const rich = { ...casa, currentCapital: 29_000_000 };
    expect(
      goalOutlook(rich, { amount: 150_000, frequency: 'monthly', status: 'active' }, outlook, '2026-11-27')
        ?.reachesTarget,
    ).toBe(true);
  });

  it.each([
    ['no target', { ...casa, target: null }],
    ['a target without a date', { ...casa, target: { amount: 30_000_000 } }],
    ['a target date past', { ...casa, target: { amount: 30_000_000, date: '2026-01-01' } }],
    ['a strategy without outlook', { ...casa, portfolio: { investmentStrategyId: 9 } }],
  ])('nothing to say with %s', (_name, goal) => {
    expect(goalOutlook(goal, undefined, outlook, '2026-11-27')).toBeNull();
  });
});

import { strategies } from '@portal/mocks';
import { formatMoney } from '@portal/platform';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalMetaSchema, goalNewFlow, goalPlanSchema } from './goalNewRules.ts';
import { planFigures } from './usePlan.ts';

// No typed value blanks the new goal (docs/RULES.md#new-goal): whatever a client types in its
// fields, a first step the rules take draws a plan whose every figure is a finite amount (the page
// formats each one: a NaN or an Infinity threw, and the page went blank), and a plan step the
// rules take orders a goal within the limits.

const today = '2026-11-27';
const options = {
  riskProfile: { title: 'Moderado', maxRisk: 4 },
  minimumMonthly: 5_000,
  strategyOutlook: [1, 2, 3, 4, 5].map((strategyId) => ({
    strategyId,
    expectedYearly: 0.04 + strategyId / 100,
    volatility: strategyId / 25,
  })),
};

/** What a client may type in an amount: digits with dots or commas, signs, letters, huge numbers. */
const typedAmount = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[-$US ]{0,3}[0-9.,]{0,30}[ A-Za-z$]{0,4}$/),
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
  fc.bigInt({ min: 10n ** 300n, max: 10n ** 320n }).map(String),
  fc.integer({ min: 0, max: 60_000_000 }).map((value) => value.toLocaleString('es-CL')),
  fc.integer({ min: 100_000, max: 20_000_000_000 }).map((value) => value.toLocaleString('es-CL')),
);
const typedMonth = fc.oneof(
  fc.string(),
  fc
    .tuple(fc.integer({ min: 2026, max: 2090 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 13 }))
    .map(([year, month]) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`),
);

const finite = (value: number) => {
  expect(Number.isFinite(value)).toBe(true);
  expect(() => formatMoney(value, 'CLP')).not.toThrow();
};

describe('the new goal, fuzzed: a step the rules take never draws a figure that is no amount', () => {
  it('property: any target, month, initial and monthly typed', () => {
    const meta = goalMetaSchema('2026-11', (issue) => issue, undefined, { allowed: true, held: [] });
    const plan = goalPlanSchema(options.minimumMonthly, (issue) => issue);
    let drawn = 0;
    fc.assert(
      fc.property(
        typedAmount,
        typedMonth,
        typedAmount,
        typedAmount,
        (targetAmount, targetMonth, initial, monthly) => {
          const draft = {
            ...goalNewFlow.draft.empty,
            category: 'travel',
            title: 'Viaje a Chiloé',
            targetAmount,
            targetMonth,
          };
          if (!meta.safeParse(draft).success) return;
          drawn += 1;
          // The plan follows what is typed, taken or not.
          const figures = planFigures(
            { today, options: { ...options, strategies }, draft, product: undefined },
            initial,
            monthly,
          );
          for (const point of figures.points) {
            finite(point.pessimistic);
            finite(point.expected);
            finite(point.optimistic);
          }
          finite(figures.suggested);
          finite(figures.target);
          expect(figures.months).toBeGreaterThan(0);
          expect(figures.months).toBeLessThanOrEqual(50 * 12 + 1);
          if (plan.safeParse({ initial, monthly }).success) {
            finite(figures.initial);
            finite(figures.monthly);
          }
        },
      ),
      { numRuns: 2_000 },
    );
    // Not a vacuous property: many first steps were taken and their plans drawn.
    expect(drawn).toBeGreaterThan(50);
  }, 30_000); // 2,000 runs: under 5 s alone, past it beside the e2e lane on 2 cores (a CI run).
});

import { pesosInUf } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { depositFormSchema } from '../DepositFlow/depositRules.ts';
import { rescueAmountOf } from '../RescueFlow/rescueRules.ts';
import { scheduleTermsSchema } from '../ScheduledDepositFlow/scheduledDepositRules.ts';
import { apvBenefitOf, apvCapsOf, regimeComparisonOf, unbonusedPart } from './apvFigures.ts';
import { figuresWith, storyIndicators } from './apvStoryFigures.ts';

// The APV pages' figures (docs/RULES.md#apv-voluntary-retirement-savings), at the UF of 23-11-2026
// ($40.927,38: 600 UF is $24.556.428) and the UTM of November 2026 ($71.872: 6 UTM is $431.232,
// earned on $2.874.880).

describe('apvCapsOf: what is left of this year’s caps', () => {
  it.each<
    [string, { savedA: number; savedB: number }, { combined: number; combinedUf: number; bonusRoom: number }]
  >([
    [
      'nothing saved',
      { savedA: 0, savedB: 0 },
      { combined: 24_556_428, combinedUf: 600, bonusRoom: 2_874_880 },
    ],
    [
      'Sofía, near the bonus cap',
      { savedA: 2_760_000, savedB: 0 },
      { combined: 21_796_428, combinedUf: 532.56, bonusRoom: 114_880 },
    ],
    [
      'past the bonus’s 40 UTM',
      { savedA: 3_000_000, savedB: 0 },
      { combined: 21_556_428, combinedUf: 526.69, bonusRoom: 0 },
    ],
    [
      'B counts in the combined cap, not the bonus',
      { savedA: 0, savedB: 6_300_000 },
      { combined: 18_256_428, combinedUf: 446.06, bonusRoom: 2_874_880 },
    ],
    [
      'the bonus room never passes the combined',
      { savedA: 0, savedB: 23_000_000 },
      { combined: 1_556_428, combinedUf: 38.02, bonusRoom: 1_556_428 },
    ],
    [
      'past the cap',
      { savedA: 10_000_000, savedB: 20_000_000 },
      { combined: 0, combinedUf: 0, bonusRoom: 0 },
    ],
  ])('%s', (_name, saved, expected) => {
    expect(apvCapsOf(figuresWith(saved))).toMatchObject({ ...expected, bonusCap: 431_232, capUf: 600 });
  });

  it.each<[number, number, number]>([
    [40_927.38, 40_927.38, 1],
    [40_927, 40_927.38, 0.99],
    [0, 40_927.38, 0],
  ])('pesosInUf(%d) at %d is %d, rounded down', (pesos, uf, expected) => {
    expect(pesosInUf(pesos, uf)).toBe(expected);
  });
});

describe('unbonusedPart: what of an amount under A earns no bonus', () => {
  // Sofía's room: $114.880 still earns bonus, $21.796.428 is what the year still admits.
  const sofia = { bonusRoom: 114_880, combined: 21_796_428 };
  it.each<[string, number | null, { bonusRoom: number; combined: number }, number]>([
    ['nothing typed', null, sofia, 0],
    ['within the room', 100_000, sofia, 0],
    ['exactly the room', 114_880, sofia, 0],
    ['Sofía’s usual deposit, $115.120 past the room', 230_000, sofia, 115_120],
    ['all the year admits', 21_796_428, sofia, 21_681_548],
    ['past what the year admits (refused on its field)', 21_796_429, sofia, 0],
    ['the bonus already full (said on its own)', 230_000, { bonusRoom: 0, combined: 21_556_428 }, 0],
  ])('%s', (_name, amount, caps, expected) => {
    expect(unbonusedPart(amount, caps)).toBe(expected);
  });
});

describe('an amount into an APV goal past what is left is refused (deposit and scheduled deposit)', () => {
  const limits = { currency: 'CLP' as const, minimum: 5_000, maximum: 50_000_000 };
  it.each<[string, string, number | undefined, string | null]>([
    ['within the room', '1.000.000', 1_000_000, null],
    ['one peso past it', '1.000.001', 1_000_000, 'apvCap'],
    ['no room left', '5.000', 0, 'apvCap'],
    ['no APV: no such rule', '49.000.000', undefined, null],
    ['the deposit’s own rules first', '4.999', 0, 'minimum'],
  ])('a deposit: %s', (_name, typed, room, issue) => {
    const result = depositFormSchema(limits, (found) => found, room).safeParse({ amount: typed });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(issue);
  });

  it.each<[string, string, number | undefined, string | undefined]>([
    ['within the room', '1.000.000', 1_556_428, undefined],
    ['past it', '2.000.000', 1_556_428, 'apvCap'],
    ['the mandate’s maximum first', '6.000.000', 1_556_428, 'maximum'],
  ])('a scheduled deposit’s charge: %s', (_name, typed, room, issue) => {
    const result = scheduleTermsSchema((_field, found) => found, room).safeParse({
      amount: typed,
      frequency: 'monthly',
      day: '5',
    });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(issue);
  });
});

describe('rescueAmountOf: the amount a rescue’s cost is worked out on', () => {
  const options = { currency: 'CLP' as const, minimum: 5_000, available: 6_180_000 };
  it.each<[string, string, string, number | null]>([
    ['a total one: all that is available', 'total', '', 6_180_000],
    ['a partial one', 'partial', '1.000.000', 1_000_000],
    ['under the minimum', 'partial', '4.999', null],
    ['more than available', 'partial', '7.000.000', null],
    ['not an amount', 'partial', 'mucho', null],
    ['nothing chosen', '', '1.000.000', null],
  ])('%s', (_name, kind, typed, expected) => {
    expect(rescueAmountOf(kind, typed, options)).toBe(expected);
  });
});

describe('apvBenefitOf: what a goal’s regime gives this year', () => {
  it('under A: this year’s bonus and last year’s to come, with the cap', () => {
    const figures = figuresWith({ savedA: 2_760_000, bonus: { thisYear: 414_000, lastYear: 400_000 } });
    expect(apvBenefitOf('A', figures, null)).toEqual({
      regime: 'A',
      thisYear: 414_000,
      lastYear: 400_000,
      cap: 431_232,
    });
  });

  it.each<[string, number | null, number | null]>([
    ['the rate kept (23 %)', 0.23, 1_449_000],
    ['no rate: no estimate', null, null],
    ['the 0 % bracket saves nothing', 0, 0],
  ])('under B, %s', (_name, rate, saving) => {
    expect(apvBenefitOf('B', figuresWith({ savedB: 6_300_000 }), rate)).toEqual({
      regime: 'B',
      deducted: 6_300_000,
      saving,
      rate,
    });
  });
});

describe('regimeComparisonOf: the two regimes on the client’s figures', () => {
  it.each<[string, number, number, { a: number; b: number; better: string; difference: number }]>([
    ['a modest income: A', 1_200_000, 1_500_000, { a: 180_000, b: 48_000, better: 'A', difference: 132_000 }],
    [
      'a high income: B',
      4_000_000,
      8_000_000,
      { a: 431_232, b: 1_216_000, better: 'B', difference: 784_768 },
    ],
    ['no tax to save: A', 600_000, 800_000, { a: 90_000, b: 0, better: 'A', difference: 90_000 }],
  ])('%s', (_name, savings, income, expected) => {
    expect(regimeComparisonOf(savings, income, storyIndicators)).toMatchObject(expected);
  });
});

import {
  type ApvRegime,
  apvLimits,
  apvRoomLeft,
  compareRegimes,
  type Indicators,
  pesosInUf,
  regimeABonusCap,
  regimeBTaxSaving,
} from '@portal/platform';
import type { ApvFigures } from './apvApi.ts';

// What the APV pages say, worked out from the backend's figures with the rules it runs
// (docs/RULES.md#apv-voluntary-retirement-savings). Pure: each is table-tested.

/** What is left of this year's caps: together (pesos and UF), and the savings under A that still earn bonus. */
export function apvCapsOf({ year, indicators }: ApvFigures) {
  const room = apvRoomLeft(year, indicators.uf.value, indicators.utm.value);
  return {
    combined: room.combined,
    combinedUf: pesosInUf(room.combined, indicators.uf.value),
    bonusRoom: room.bonus,
    bonusCap: regimeABonusCap(indicators.utm.value),
    capUf: apvLimits.yearlyCapUf,
  };
}

export type ApvCaps = ReturnType<typeof apvCapsOf>;

/**
 * The part of an amount going into a regime A goal that earns no bonus: what passes the savings that
 * still earn it. 0 when all of it does, when none does (the bonus is full, said on its own), and when
 * the amount passes what the year still admits (refused on its field: nothing of it goes in).
 */
export function unbonusedPart(
  amount: number | null,
  { bonusRoom, combined }: Pick<ApvCaps, 'bonusRoom' | 'combined'>,
): number {
  if (amount === null || bonusRoom <= 0 || amount <= bonusRoom || amount > combined) return 0;
  return amount - bonusRoom;
}

/** What a goal's regime has given this year, for its page (docs/RULES.md). */
export function apvBenefitOf(regime: ApvRegime, { year, indicators }: ApvFigures, taxRate: number | null) {
  if (regime === 'A')
    return {
      regime,
      thisYear: year.bonus.thisYear,
      lastYear: year.bonus.lastYear,
      cap: regimeABonusCap(indicators.utm.value),
    } as const;
  return {
    regime,
    deducted: year.savedB,
    saving: taxRate === null ? null : regimeBTaxSaving(year.savedB, taxRate, indicators.uf.value),
    rate: taxRate,
  } as const;
}

/** The comparison of the two regimes for this year, from the client's own figures. */
export function regimeComparisonOf(yearlySavings: number, monthlyIncome: number, indicators: Indicators) {
  return compareRegimes(yearlySavings, monthlyIncome, { uf: indicators.uf.value, utm: indicators.utm.value });
}

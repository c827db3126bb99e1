/**
 * APV, voluntary retirement savings (ahorro previsional voluntario): the rules the portal's pages and
 * the backend both run (docs/RULES.md#apv-voluntary-retirement-savings), written once. Import-free.
 * Amounts are whole pesos; the UF and the UTM are pesos per unit, as the backend's indicators give
 * them (the UF of the day, the UTM of the month).
 */

export type ApvRegime = 'A' | 'B';

/** The law's figures (docs/RULES.md#apv-voluntary-retirement-savings names where each comes from). */
export const apvLimits = {
  /** Under A the state adds 15 % of the year's savings… */
  bonusRate: 0.15,
  /** …at most 6 UTM a year… */
  bonusCapUtm: 6,
  /** …on savings up to ten times the year's mandatory pension contributions. */
  bonusContributionsMultiple: 10,
  /** The mandatory contribution to the pension fund: 10 % of the taxable wage. */
  mandatoryContributionRate: 0.1,
  /** A and B together, per person and year, across every institution. */
  yearlyCapUf: 600,
  /** Under B, a rescue is withheld 15 % by the manager… */
  rescueWithholdingRate: 0.15,
  /** …and pays a surcharge of 3 % to 7 % in the yearly tax declaration. */
  rescueSurchargeRates: [0.03, 0.07],
} as const;

/** Chile's calendar year, made on first use and kept (this file imports nothing, not even the format cache). */
let chileYear: Intl.DateTimeFormat | undefined;

/** The calendar year of a moment in Chile's time zone: the year whose caps a deposit counts in. */
export function apvYear(at: Date): number {
  chileYear ??= new Intl.DateTimeFormat('en', { timeZone: 'America/Santiago', year: 'numeric' });
  return Number(chileYear.format(at));
}

/** The yearly cap of A and B together, in pesos at the UF given (floored: never a peso over). */
export function apvYearlyCap(uf: number): number {
  // In cents of the UF (an exact integer): 600 × 40.980,52 in floating point is 24.588.311,99…
  return Math.floor((apvLimits.yearlyCapUf * Math.round(uf * 100)) / 100);
}

/** Pesos in UF to two decimals, down, without floating point's last-digit slips (a cap is 600,00). */
export function pesosInUf(pesos: number, uf: number): number {
  return Math.floor((pesos * 100) / uf + 1e-9) / 100;
}

/** The bonus's cap, in pesos at the UTM given. */
export function regimeABonusCap(utm: number): number {
  return Math.floor(apvLimits.bonusCapUtm * utm);
}

/** The savings under A beyond which the bonus stops growing: 6 UTM is 15 % of 40 UTM. */
export function regimeABonusCeiling(utm: number): number {
  return Math.floor((apvLimits.bonusCapUtm * utm * 100) / Math.round(apvLimits.bonusRate * 100));
}

export interface RegimeABonusInput {
  /** Saved under A in the calendar year. */
  savedA: number;
  /** The year's mandatory pension contributions; unknown, the ten-times limit is not applied. */
  mandatoryContributions?: number;
  utm: number;
}

/** The state's bonus for a year's savings under A: 15 % of what earns it, at most 6 UTM. */
export function regimeABonus({ savedA, mandatoryContributions, utm }: RegimeABonusInput): number {
  const earning =
    mandatoryContributions === undefined
      ? savedA
      : Math.min(savedA, apvLimits.bonusContributionsMultiple * mandatoryContributions);
  return Math.min(Math.round(Math.max(0, earning) * apvLimits.bonusRate), regimeABonusCap(utm));
}

export interface ApvYearSavings {
  /** Saved under A and under B in the calendar year, across every institution the client declared. */
  savedA: number;
  savedB: number;
}

/** What A and B together may still take this year, in pesos. */
function combinedRoomLeft({ savedA, savedB }: ApvYearSavings, uf: number): number {
  return Math.max(0, apvYearlyCap(uf) - savedA - savedB);
}

/** What is left of this year's caps, in pesos: the combined one, and the savings under A still earning a bonus. */
export function apvRoomLeft(year: ApvYearSavings, uf: number, utm: number) {
  const combined = combinedRoomLeft(year, uf);
  return { combined, bonus: Math.min(combined, Math.max(0, regimeABonusCeiling(utm) - year.savedA)) };
}

export type ApvDepositCheck = { ok: true } | { ok: false; fits: number; fitsUf: number };

/**
 * A deposit into an APV goal: accepted while A and B together stay within 600 UF this year;
 * refused otherwise, with the largest amount that fits (in pesos, and in UF to two decimals, down).
 */
export function checkApvDeposit(amount: number, year: ApvYearSavings, uf: number): ApvDepositCheck {
  const fits = combinedRoomLeft(year, uf);
  if (amount <= fits) return { ok: true };
  return { ok: false, fits, fitsUf: pesosInUf(fits, uf) };
}

/**
 * Chile's monthly tax on wages (impuesto único de segunda categoría): the rate of each bracket up to
 * its top, in UTM. The marginal rate is the one of the bracket the income ends in.
 */
export const monthlyTaxBrackets: readonly (readonly [upToUtm: number, rate: number])[] = [
  [13.5, 0],
  [30, 0.04],
  [50, 0.08],
  [70, 0.135],
  [90, 0.23],
  [120, 0.304],
  [310, 0.35],
  [Number.POSITIVE_INFINITY, 0.4],
];

/** The marginal rate of a monthly taxable income, in pesos at the UTM of the month. */
export function marginalRate(monthlyTaxableIncome: number, utm: number): number {
  const inUtm = monthlyTaxableIncome / utm;
  // The last bracket has no top: every income finds one.
  return monthlyTaxBrackets.find(([upTo]) => inUtm <= upTo)?.[1] ?? 0;
}

/**
 * The tax a year's savings under B save: deducted from taxable income (within the 600 UF cap), they
 * save the client's marginal rate on them.
 */
export function regimeBTaxSaving(savedB: number, rate: number, uf: number): number {
  return Math.round(Math.min(Math.max(0, savedB), apvYearlyCap(uf)) * rate);
}

export interface RegimeComparison {
  /** This year's bonus under A and tax saving under B, in pesos, for the same savings. */
  a: number;
  b: number;
  /** The regime that saves more ('same' when equal), and by how much. */
  better: ApvRegime | 'same';
  difference: number;
  /** The marginal rate the saving under B uses. */
  rate: number;
}

/**
 * Which regime saves more this year for a client who earns `monthlyTaxableIncome` and saves
 * `yearlySavings`: the bonus under A (with mandatory contributions of 10 % of that income), the tax
 * saving under B. The savings count up to this year's combined cap.
 */
export function compareRegimes(
  yearlySavings: number,
  monthlyTaxableIncome: number,
  indicators: { uf: number; utm: number },
): RegimeComparison {
  const saved = Math.min(Math.max(0, yearlySavings), apvYearlyCap(indicators.uf));
  const a = regimeABonus({
    savedA: saved,
    mandatoryContributions: Math.round(monthlyTaxableIncome * 12 * apvLimits.mandatoryContributionRate),
    utm: indicators.utm,
  });
  const rate = marginalRate(monthlyTaxableIncome, indicators.utm);
  const b = regimeBTaxSaving(saved, rate, indicators.uf);
  return { a, b, better: a === b ? 'same' : a > b ? 'A' : 'B', difference: Math.abs(a - b), rate };
}

export interface ApvRescueCost {
  /** The amount asked. */
  amount: number;
  /** Withheld by the manager (B): it does not reach the account. */
  withheld: number;
  /** What reaches the client's account: the amount less what is withheld. */
  net: number;
  /** The bonus given back to the state (A), from the goal's bonus, not from the amount. */
  bonusGivenBack: number;
  /** The surcharge's range in the yearly declaration (B), on the amount: paid then, not now. */
  surcharge: { min: number; max: number };
}

/**
 * What a rescue from an APV goal costs, before it is asked for. Under A, the bonus tied to the
 * amount (15 % of it, at most the bonus the goal holds) goes back to the state; nothing is withheld.
 * Under B, 15 % is withheld and a surcharge of 3 % to 7 % of the amount comes in the declaration.
 */
export function apvRescueCost(regime: ApvRegime, amount: number, bonusHeld = 0): ApvRescueCost {
  if (regime === 'A') {
    const bonusGivenBack = Math.min(Math.max(0, bonusHeld), Math.round(amount * apvLimits.bonusRate));
    return { amount, withheld: 0, net: amount, bonusGivenBack, surcharge: { min: 0, max: 0 } };
  }
  const withheld = Math.round(amount * apvLimits.rescueWithholdingRate);
  const [low, high] = apvLimits.rescueSurchargeRates;
  return {
    amount,
    withheld,
    net: amount - withheld,
    bonusGivenBack: 0,
    surcharge: { min: Math.round(amount * low), max: Math.round(amount * high) },
  };
}

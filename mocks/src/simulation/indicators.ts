import type { Indicators } from '@portal/platform';

/**
 * The demo's UF and UTM, realistic and moving with the date as the real ones do: the UF is worth a
 * little more every day (about 3.4 % a year, Chile's inflation of late), the UTM a little more every
 * month (0.3 %). Anchored on 1 January 2026 (UF $39.727,50) and January 2026 (UTM $69.751).
 */
const ufAnchor = { date: Date.UTC(2026, 0, 1), value: 39_727.5 };
const utmAnchor = { year: 2026, month: 1, value: 69_751 };
const ufYearlyGrowth = 1.034;
const utmMonthlyGrowth = 1.003;
const dayMs = 86_400_000;

/** The UF of a day (YYYY-MM-DD), in pesos to the cent. */
export function ufOn(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const days = (Date.UTC(year, month - 1, day) - ufAnchor.date) / dayMs;
  return Math.round(ufAnchor.value * ufYearlyGrowth ** (days / 365) * 100) / 100;
}

/** The UTM of a month (YYYY-MM), in whole pesos. */
export function utmOf(month: string): number {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const months = (year - utmAnchor.year) * 12 + (number - utmAnchor.month);
  return Math.round(utmAnchor.value * utmMonthlyGrowth ** months);
}

/** Both, as `GET api/indicators` answers on Chile's `today`. */
export function indicatorsOn(today: string): Indicators {
  const month = today.slice(0, 7);
  return { uf: { value: ufOn(today), date: today }, utm: { value: utmOf(month), month } };
}

import type { ApvYear } from '@portal/platform';
import type { ApvFigures } from './apvApi.ts';

/**
 * APV figures for the stories: the demo's UF of 23 November 2026 and UTM of November 2026, and a
 * year like Sofía's (regime A, near its bonus cap).
 */
export const storyIndicators: ApvFigures['indicators'] = {
  uf: { value: 40_927.38, date: '2026-11-23' },
  utm: { value: 71_872, month: '2026-11' },
};

const emptyYear: ApvYear = {
  year: 2026,
  asOf: '2026-11-22',
  savedA: 0,
  savedB: 0,
  rescuedA: 0,
  rescuedB: 0,
  bonus: { thisYear: 0, lastYear: 0 },
};

/** A year's figures over the empty one. */
export const figuresWith = (year: Partial<ApvYear>): ApvFigures => ({
  year: { ...emptyYear, ...year },
  indicators: storyIndicators,
});

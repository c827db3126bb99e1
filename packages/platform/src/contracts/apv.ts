import * as z from 'zod/mini';
import { amount, isoDate } from './common.ts';
import { apvRegimeSchema } from './rpc.ts';

/**
 * APV's calls (docs/RULES.md#apv-voluntary-retirement-savings): a person's APV year as the backend
 * counts it, what a rescue from an APV goal costs, and the yearly APV certificates. The figures are
 * apvRules.ts's, run by the backend on its own movements; the portal runs the same rules on them to
 * say what is left and what a rescue costs before it is asked for.
 */

// The regimes and a goal's APV (goalApvSchema) are written with the goal, in rpc.ts.

/**
 * GET {apiBase}api/apv: a person's APV in this calendar year (Chile's time zone), across their APV
 * goals here: what was saved under each regime (deposits not refused by the bank), rescued, the
 * state's bonus under A (this year's, and last year's still to be paid in), and the day of the last
 * movement the figures count. A company has no APV: 404.
 */
export const apvYearSchema = z.object({
  year: z.number().check(z.int()),
  /** The day of the last APV movement counted; null with none yet. */
  asOf: z.nullable(isoDate),
  savedA: amount,
  savedB: amount,
  rescuedA: amount,
  rescuedB: amount,
  bonus: z.object({
    /** The bonus this year's savings under A earn, less what this year's rescues gave back. */
    thisYear: amount,
    /** Last year's bonus, which the state pays into the goal during this year. */
    lastYear: amount,
  }),
});
export type ApvYear = z.infer<typeof apvYearSchema>;

/** What a rescue from an APV goal costs, as the rescue's options and receipt carry it. */
export const apvRescueCostSchema = z.object({
  regime: apvRegimeSchema,
  withheld: amount,
  net: amount,
  bonusGivenBack: amount,
  surcharge: z.object({ min: amount, max: amount }),
});
export type ApvRescueCostFigures = z.infer<typeof apvRescueCostSchema>;

/**
 * A year's APV certificate (certificado de APV, for the April tax return): each year with APV
 * movements, issued on 1 March of the next one, with that year's savings under each regime, the
 * bonus they earned and the rescues. The PDF is api/apv/certificates/{year}.
 */
export const apvCertificateSchema = z.object({
  year: z.number().check(z.int(), z.gte(2000)),
  readyOn: isoDate,
  ready: z.boolean(),
  savedA: amount,
  savedB: amount,
  bonus: amount,
  rescued: amount,
});
export type ApvCertificate = z.infer<typeof apvCertificateSchema>;
export const apvCertificatesSchema = z.object({ items: z.array(apvCertificateSchema) });

import * as z from 'zod/mini';
import { amount, errorBody, isoDate, percent } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The insurance domain's contract: one insurance contract of the client in detail. */

export const insuranceStatuses = ['active', 'cancelled'] as const;

/** A beneficiary of a life insurance: their share of the payment, in percent (all add up to 100). */
export const beneficiarySchema = z.object({ name: z.string(), relationship: z.string(), share: percent });

/** GET {apiBase}api/insurances/{id}: one insurance contract of the client (404 when not theirs). */
export const insuranceDetailSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  insurer: z.string(),
  policyNumber: z.string(),
  status: z.enum(insuranceStatuses),
  startOn: isoDate,
  /** The day cover ends, or null while it renews every year. */
  endOn: z.nullable(isoDate),
  coverage: z.object({ amount, currency: z.enum(['CLP', 'UF']) }),
  premium: z.object({ amount, currency: z.enum(['CLP', 'UF']), frequency: z.enum(['monthly', 'yearly']) }),
  /** The savings the contract has built (savings-type life insurance), in pesos; null when none. */
  savings: z.nullable(amount),
  beneficiaries: z.array(beneficiarySchema),
});
export type InsuranceDetail = z.infer<typeof insuranceDetailSchema>;

/** The insurance domain's calls. */
export const insuranceContract = {
  detail: endpoint({
    method: 'GET',
    path: 'api/insurances/{insuranceId}',
    summary: 'One insurance contract of the client; 404 when it is not theirs.',
    params: z.object({ insuranceId: z.string() }),
    response: insuranceDetailSchema,
    errors: { 404: errorBody },
  }),
} as const;

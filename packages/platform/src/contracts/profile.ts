import * as z from 'zod/mini';
import { errorBody, isoDate } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The profile domain's contract: a company account's legal data. */

/** A company account's legal data (GET {apiBase}api/entity; 404 for a person's account). */
export const companyProfileSchema = z.object({
  /** As the server sends it ("765432103" or "76.543.210-3"); the page writes it the Chilean way. */
  rut: z.string(),
  legalName: z.string(),
  businessActivity: z.string(),
  address: z.string(),
  incorporatedOn: isoDate,
  status: z.enum(['active', 'in-review']),
  representative: z.object({ name: z.string(), rut: z.string(), email: z.string(), phone: z.string() }),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The profile domain's calls. */
export const profileContract = {
  entity: endpoint({
    method: 'GET',
    path: 'api/entity',
    summary: 'A company account’s legal data; 404 for a person’s account.',
    response: companyProfileSchema,
    errors: { 404: errorBody },
  }),
} as const;

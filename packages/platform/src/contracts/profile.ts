import * as z from 'zod/mini';
import { errorBody, isoDate } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The profile domain's contract: a company account's legal data, and the client's photo. */

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
  /** The spec's "user update with a photoProfileFile" (docs/RULES.md#product-calls); its path is ours. */
  photo: endpoint({
    method: 'POST',
    path: 'api/users/photo',
    summary:
      'Sets the client’s profile photo (an image file); answers its file id, shown from the files path. 415 for a file that is not an image.',
    form: z.object({ photoProfileFile: z.file() }),
    response: z.object({ photoProfileId: z.object({ value: z.string() }) }),
    errors: { 415: errorBody },
  }),
} as const;

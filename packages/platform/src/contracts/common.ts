import * as z from 'zod/mini';

/** Pieces every domain's contract writes its fields with: one rule each. */

/** A day in Chile, as YYYY-MM-DD. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));
/** An amount in the named currency (whole pesos for CLP). */
export const amount = z.number().check(z.refine(Number.isFinite, 'a finite amount'));
export const currencyCode = z.enum(['CLP', 'USD']);
/** A web address the portal may put in a link: http(s) only (never `javascript:` or `data:`). */
export const webUrl = z.url({ protocol: /^https?$/ });
export const percent = z.number().check(z.refine((value) => value >= 0 && value < 100, 'a percentage 0–100'));
/** A write refused field by field (422, or 400 for a body that breaks its contract): a message per field, in Spanish. */
export const fieldErrorsBody = z.object({ message: z.string(), errors: z.record(z.string(), z.string()) });
/** The body of a refusal the portal shows as it comes. */
export const errorBody = z.object({ error: z.string() });

/** What a write that takes an Idempotency-Key says of it (docs/RULES.md#idempotency-and-field-errors). */
export const idempotencyKeyHeader = {
  'Idempotency-Key':
    'One key per order, made from its content: a retry with the same key answers the first answer, and changes nothing more.',
} as const;

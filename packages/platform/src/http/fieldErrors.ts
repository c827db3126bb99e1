import { type FieldErrors, fieldErrorsSchema } from '../contracts/goalFlows.ts';
import { HttpError } from './fetchJson.ts';

/**
 * The field errors of a write the server refused (HTTP 422 with `{message, errors}`, or 400 when the
 * body broke its contract, in the same shape), or null for any other failure or a body not in that
 * shape. Reads a copy: the response stays readable.
 */
export async function readFieldErrors(error: unknown): Promise<FieldErrors | null> {
  if (!(error instanceof HttpError) || (error.status !== 422 && error.status !== 400)) return null;
  try {
    const parsed = fieldErrorsSchema.safeParse(await error.response.clone().json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

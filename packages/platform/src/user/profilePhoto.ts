import * as z from 'zod/mini';
import { HttpError, InvalidResponseError } from '../http/fetchJson.ts';
import type { HttpFetch } from '../http/httpClient.ts';

/** Profile photo upload (docs/RULES.md#product-calls: a user update with a photoProfileFile; the path is not given, so it is here). */
export const profilePhotoPath = 'api/users/photo';

const answerSchema = z.object({ photoProfileId: z.object({ value: z.string() }) });

/** Sends the photo as multipart form data; the caller then refreshes the user (docs/RULES.md#product-calls). */
export async function uploadProfilePhoto(http: HttpFetch, apiBase: string, file: Blob): Promise<string> {
  const form = new FormData();
  form.append('photoProfileFile', file);
  const url = `${apiBase}${profilePhotoPath}`;
  const response = await http(url, { method: 'POST', body: form });
  if (!response.ok) throw new HttpError(response, url);
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new InvalidResponseError(url, parsed.error.issues);
  return parsed.data.photoProfileId.value;
}

import { profileContract } from '../contracts/profile.ts';
import { callEndpoint } from '../http/callEndpoint.ts';
import type { HttpFetch } from '../http/httpClient.ts';

/** Sends the photo as multipart form data; the caller then refreshes the user (docs/RULES.md#product-calls). */
export async function uploadProfilePhoto(http: HttpFetch, apiBase: string, file: File): Promise<string> {
  const answer = await callEndpoint({ apiBase, http }, profileContract.photo, {
    form: { photoProfileFile: file },
  });
  return answer.photoProfileId.value;
}

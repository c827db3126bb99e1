import * as z from 'zod/mini';
import { errorBody } from './common.ts';
import { endpoint, endpointUrl } from './endpoint.ts';

/**
 * The files path (docs/RULES.md#common-request-rules): a profile photo or a document is shown from
 * api/Files/{id}/ with the access token as a query parameter, so an `<img>` or a link can load it.
 */
export const filesContract = {
  file: endpoint({
    method: 'GET',
    path: 'api/Files/{id}/',
    summary:
      'A file by its id (a profile photo, a document): its bytes and type; 401 without the token, 404 unknown. Never kept by shared caches.',
    params: z.object({ id: z.string() }),
    query: z.object({ token: z.string().check(z.minLength(1)) }),
    response: 'file',
    errors: { 404: errorBody },
  }),
} as const;

/** Where a file is shown from: its URL under the API base, the token in its query. */
export function fileUrl(apiBase: string, id: string | number, token: string): string {
  return `${apiBase}${endpointUrl(filesContract.file, { id }, { token })}`;
}

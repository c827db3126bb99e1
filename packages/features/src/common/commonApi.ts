import { type Api, fetchJson, HttpError, navigationSchema, shortcutSchema } from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

/**
 * The "common" calls of SPEC §7 (navigation, messages, notifications, shortcuts): their query keys
 * in one place, and the query options components use. No component writes a key inline.
 */
export const commonKeys = {
  navigationTree: ['navigation', 'tree'] as const,
  shortcuts: ['shortcuts'] as const,
  inbox: (kind: 'messages' | 'notifications') => ['inbox', kind] as const,
};

type Transport = Pick<Api, 'apiBase' | 'http'>;

export function commonQueries({ apiBase, http }: Transport) {
  return {
    /** GET api/common/navigation: the server's navigation tree. */
    navigationTree: () =>
      queryOptions({
        queryKey: commonKeys.navigationTree,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/common/navigation`, navigationSchema, { signal }, http),
      }),
    /** GET api/common/shortcuts: the client's shortcuts. */
    shortcuts: () =>
      queryOptions({
        queryKey: commonKeys.shortcuts,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/common/shortcuts`, z.array(shortcutSchema), { signal }, http),
      }),
  };
}

/** DELETE api/common/shortcuts?id=...: removes one shortcut. */
export async function deleteShortcut({ apiBase, http }: Transport, id: string): Promise<void> {
  const target = `${apiBase}api/common/shortcuts?id=${encodeURIComponent(id)}`;
  const response = await http(target, { method: 'DELETE' });
  if (!response.ok) throw new HttpError(response, target);
}

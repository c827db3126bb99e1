import {
  fetchJson,
  HttpError,
  queriesHook,
  type Shortcut,
  shortcutSchema,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

export const shortcutKeys = { list: ['shortcuts'] as const };

export function shortcutQueries({ apiBase, http }: Transport) {
  return {
    /** GET api/common/shortcuts: the client's shortcuts. */
    shortcuts: () =>
      queryOptions({
        queryKey: shortcutKeys.list,
        queryFn: ({ signal }) =>
          fetchJson(`${apiBase}api/common/shortcuts`, z.array(shortcutSchema), { signal }, http),
      }),
  };
}

/** POST api/common/shortcuts {shortcut}: adds one; the server answers it with its id. */
export async function createShortcut(
  { apiBase, http }: Transport,
  shortcut: Shortcut['shortcut'],
): Promise<Shortcut> {
  const target = `${apiBase}api/common/shortcuts`;
  return fetchJson(
    target,
    shortcutSchema,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shortcut }) },
    http,
  );
}

/** DELETE api/common/shortcuts?id=...: removes one shortcut. */
export async function deleteShortcut({ apiBase, http }: Transport, id: string): Promise<void> {
  const target = `${apiBase}api/common/shortcuts?id=${encodeURIComponent(id)}`;
  const response = await http(target, { method: 'DELETE' });
  if (!response.ok) throw new HttpError(response, target);
}

/** The domain's calls for a component: `const shortcut = useShortcutQueries();`. */
export const useShortcutQueries = queriesHook(shortcutQueries);

import {
  callEndpoint,
  queriesHook,
  type Shortcut,
  shortcutsContract,
  type Transport,
} from '@portal/platform';
import { queryOptions } from '@tanstack/react-query';

export const shortcutKeys = { list: ['shortcuts'] as const };

export function shortcutQueries(transport: Transport) {
  return {
    /** GET api/common/shortcuts: the client's shortcuts. */
    shortcuts: () =>
      queryOptions({
        queryKey: shortcutKeys.list,
        queryFn: ({ signal }) => callEndpoint(transport, shortcutsContract.list, {}, { signal }),
      }),
  };
}

/** POST api/common/shortcuts {shortcut}: adds one; the server answers it with its id. */
export function createShortcut(transport: Transport, shortcut: Shortcut['shortcut']): Promise<Shortcut> {
  return callEndpoint(transport, shortcutsContract.create, { body: { shortcut } });
}

/** PATCH api/common/shortcuts {id, shortcut}: renames one or points it at another page. */
export function updateShortcut(
  transport: Transport,
  id: string,
  shortcut: Partial<Shortcut['shortcut']>,
): Promise<Shortcut> {
  return callEndpoint(transport, shortcutsContract.update, { body: { id, shortcut } });
}

/** DELETE api/common/shortcuts?id=...: removes one shortcut. */
export function deleteShortcut(transport: Transport, id: string): Promise<boolean> {
  return callEndpoint(transport, shortcutsContract.remove, { query: { id } });
}

/** The domain's calls for a component: `const shortcut = useShortcutQueries();`. */
export const useShortcutQueries = queriesHook(shortcutQueries);

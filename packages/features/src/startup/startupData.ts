import { type Api, isForbidden, useApi } from '@portal/platform';
import { type QueryClient, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { chatQueries } from '../chat/model.ts';
import { inboxQueries } from '../inbox/model.ts';
import { useDebouncedValue } from '../kit/useDebouncedValue.ts';
import { navigationQueries } from '../navigation/model.ts';
import { shortcutQueries } from '../shortcuts/model.ts';

/** What the main layout loads together at start (docs/RULES.md#calls), in the order the spec names them. */
export const startupParts = ['navigation', 'messages', 'notifications', 'chats', 'shortcuts'] as const;
export type StartupPart = (typeof startupParts)[number];

/** docs/RULES.md#constants-and-limits: the combined start-up result is emitted with a 100 ms debounce. */
export const startupDebounceMs = 100;

export interface StartupPartState {
  status: 'pending' | 'error' | 'success';
  /** Data from an earlier load still counts: a failed refresh does not take it away. */
  hasData: boolean;
  /** The server refused the call (HTTP 403): asking again gets the same answer. */
  refused?: boolean;
}

export interface StartupState {
  /** loading: some part still on its way; partial: every part settled, some failed; ready: all there. */
  status: 'loading' | 'partial' | 'ready';
  loading: StartupPart[];
  /** Failed in a way that asking again may mend (a server error, no network, a bad answer). */
  failed: StartupPart[];
  /** Refused (HTTP 403): not worth asking again, as when an entered account is not the user's. */
  refused: StartupPart[];
}

/** Where start-up stands, from the state of each of its five calls. */
export function combineStartup(parts: Record<StartupPart, StartupPartState>): StartupState {
  const loading = startupParts.filter((part) => parts[part].status === 'pending' && !parts[part].hasData);
  const missing = startupParts.filter((part) => parts[part].status === 'error' && !parts[part].hasData);
  const failed = missing.filter((part) => !parts[part].refused);
  const refused = missing.filter((part) => parts[part].refused);
  return {
    status: loading.length > 0 ? 'loading' : missing.length > 0 ? 'partial' : 'ready',
    loading,
    failed,
    refused,
  };
}

const signature = (state: StartupState) =>
  `${state.status}|${state.loading}|${state.failed}|${state.refused}`;

function partState(query: UseQueryResult<unknown>): StartupPartState {
  return { status: query.status, hasData: query.data !== undefined, refused: isForbidden(query.error) };
}

/** The five start-up calls (docs/RULES.md#product-calls), in the order of `startupParts`. */
function startupQueries(api: Pick<Api, 'apiBase' | 'http'>) {
  const inbox = inboxQueries(api);
  return [
    navigationQueries(api).navigationTree(),
    inbox.inbox('messages'),
    inbox.inbox('notifications'),
    chatQueries(api).chats(),
    shortcutQueries(api).shortcuts(),
  ] as const;
}

/**
 * Asks for the start-up data at boot, with the client and their status, for a first page in the main
 * layout: the layout's chunk and a render are not waited for (it used to start half a second after
 * the client on a phone, behind the page's own calls). The same queries, so nothing is asked twice.
 */
export function prefetchStartupData(queryClient: QueryClient, api: Pick<Api, 'apiBase' | 'http'>): void {
  const [navigation, messages, notifications, chats, shortcuts] = startupQueries(api);
  void queryClient.prefetchQuery(navigation);
  void queryClient.prefetchQuery(messages);
  void queryClient.prefetchQuery(notifications);
  void queryClient.prefetchQuery(chats);
  void queryClient.prefetchQuery(shortcuts);
}

/**
 * Starts the five start-up calls at once (the menu, the bell, the chat panel and the shortcuts read
 * the same cached queries) and returns their combined state, debounced by 100 ms, with a retry of
 * whatever failed.
 */
export function useStartupData(): StartupState & { retry: () => void } {
  const results = useQueries({ queries: startupQueries(useApi()) });
  const [navigation, messages, notifications, chats, shortcuts] = results;
  const combined = combineStartup({
    navigation: partState(navigation),
    messages: partState(messages),
    notifications: partState(notifications),
    chats: partState(chats),
    shortcuts: partState(shortcuts),
  });
  const state = useDebouncedValue(combined, startupDebounceMs, signature);
  const retry = () => {
    for (const result of results) {
      if (result.isError && result.data === undefined && !isForbidden(result.error)) void result.refetch();
    }
  };
  return { ...state, retry };
}

import {
  fetchJson,
  HttpError,
  type InboxBody,
  messageSchema,
  notificationSchema,
  queriesHook,
  type Transport,
  useApi,
} from '@portal/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

/** The two inboxes of docs/RULES.md#calls: same five calls, different body field. */
export type InboxKind = 'messages' | 'notifications';
const field = { messages: 'message', notifications: 'notification' } as const;

export const inboxKeys = { list: (kind: InboxKind) => ['inbox', kind] as const };

/** One item of either inbox, whatever its body field is called. */
export interface InboxItem {
  id: string;
  read: boolean;
  body: InboxBody;
}
const inboxSchemas = { messages: z.array(messageSchema), notifications: z.array(notificationSchema) };

export function inboxQueries({ apiBase, http }: Transport) {
  return {
    /** GET api/common/messages or notifications: one inbox, its body field unwrapped. */
    inbox: (kind: InboxKind) =>
      queryOptions({
        queryKey: inboxKeys.list(kind),
        queryFn: async ({ signal }): Promise<InboxItem[]> => {
          const items = await fetchJson(`${apiBase}api/common/${kind}`, inboxSchemas[kind], { signal }, http);
          return newestFirst(
            items.map((item) => ({
              id: item.id,
              read: item.read,
              body: 'message' in item ? item.message : item.notification,
            })),
          );
        },
      }),
  };
}

/**
 * An inbox newest first (docs/RULES.md#messages-and-notifications), whatever order the server sends:
 * by the body's time, later first; an item without a readable time goes last; equal times keep the
 * server's order.
 */
export function newestFirst<Item extends { body: { time?: string | null } }>(items: readonly Item[]): Item[] {
  const timeOf = (item: Item) => {
    const time = item.body.time ? Date.parse(item.body.time) : Number.NaN;
    return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
  };
  return items
    .map((item, index) => ({ item, index, time: timeOf(item) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ item }) => item);
}

export function unreadCount(items: readonly Pick<InboxItem, 'read'>[]): number {
  return items.filter((item) => !item.read).length;
}

export function useInbox(kind: InboxKind) {
  const api = useApi();
  const { apiBase, http } = api;
  const queryClient = useQueryClient();
  const url = `${apiBase}api/common/${kind}`;
  const key = inboxKeys.list(kind);

  const list = useQuery(useInboxQueries().inbox(kind));

  const send = async (input: string, init?: RequestInit) => {
    const response = await http(input, init);
    if (!response.ok) throw new HttpError(response, input);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const markAllAsRead = useMutation({
    mutationFn: () => send(`${url}/mark-all-as-read`),
    // Optimistic: the list reads as read at once; a failure puts the server's truth back.
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InboxItem[]>(key);
      queryClient.setQueryData<InboxItem[]>(key, (items) => items?.map((item) => ({ ...item, read: true })));
      return { previous };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: refresh,
  });

  const toggleRead = useMutation({
    mutationFn: (id: string) =>
      send(`${url}/toggle-read-status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [field[kind]]: { id } }),
      }),
    onSettled: refresh,
  });

  // Optimistic: the item leaves the list at once (so a second click has nothing to delete); a
  // failure puts the server's truth back.
  const remove = useMutation({
    mutationFn: (id: string) => send(`${url}?id=${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onMutate: async (id: string) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InboxItem[]>(key);
      queryClient.setQueryData<InboxItem[]>(key, (items) => items?.filter((item) => item.id !== id));
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: refresh,
  });

  return { list, markAllAsRead, toggleRead, remove };
}

/** The domain's calls for a component: `const inbox = useInboxQueries();`. */
export const useInboxQueries = queriesHook(inboxQueries);

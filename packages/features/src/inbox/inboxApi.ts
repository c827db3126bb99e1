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
          return items.map((item) => ({
            id: item.id,
            read: item.read,
            body: 'message' in item ? item.message : item.notification,
          }));
        },
      }),
  };
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

  const remove = useMutation({
    mutationFn: (id: string) => send(`${url}?id=${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });

  return { list, markAllAsRead, toggleRead, remove };
}

/** The domain's calls for a component: `const inbox = useInboxQueries();`. */
export const useInboxQueries = queriesHook(inboxQueries);

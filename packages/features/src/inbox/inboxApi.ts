import {
  callEndpoint,
  type InboxBody,
  inboxContract,
  queriesHook,
  type Transport,
  useApi,
} from '@portal/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The two inboxes of docs/RULES.md#product-calls: same five calls, different body field. */
export type InboxKind = keyof typeof inboxContract;

/** Query keys of the inbox: `all` refreshes both (a write elsewhere that sends a notification). */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (kind: InboxKind) => [...inboxKeys.all, kind] as const,
};

/** One item of either inbox, whatever its body field is called. */
export interface InboxItem {
  id: string;
  read: boolean;
  body: InboxBody;
}

/** PATCH {id, message} or {id, notification}: one item of either inbox read or unread. */
const markRead = (transport: Transport, kind: InboxKind, id: string, read: boolean): Promise<unknown> =>
  kind === 'messages'
    ? callEndpoint(transport, inboxContract.messages.update, { body: { id, message: { read } } })
    : callEndpoint(transport, inboxContract.notifications.update, { body: { id, notification: { read } } });

export function inboxQueries(transport: Transport) {
  return {
    /** GET api/common/messages or notifications: one inbox, its body field unwrapped. */
    inbox: (kind: InboxKind) =>
      queryOptions({
        queryKey: inboxKeys.list(kind),
        queryFn: async ({ signal }): Promise<InboxItem[]> => {
          const items = await callEndpoint(transport, inboxContract[kind].list, {}, { signal });
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
  const queryClient = useQueryClient();
  const calls = inboxContract[kind];
  const key = inboxKeys.list(kind);

  const list = useQuery(useInboxQueries().inbox(kind));
  // The server's list again once the last change of this inbox has settled: asked after one change
  // while another is still on its way, it could answer before the other lands and show a deleted
  // item again for a moment (the settling mutation still counts itself).
  const refresh = () =>
    queryClient.isMutating({ mutationKey: key }) === 1
      ? queryClient.invalidateQueries({ queryKey: key })
      : undefined;
  /** Shows a change at once and returns what to put back if the server refuses it. */
  const optimistic = async (change: (items: InboxItem[]) => InboxItem[]) => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<InboxItem[]>(key);
    queryClient.setQueryData<InboxItem[]>(key, (items) => (items ? change(items) : items));
    return { previous };
  };
  const putBack = (_error: unknown, _input: unknown, context?: { previous?: InboxItem[] }) =>
    queryClient.setQueryData(key, context?.previous);

  // Optimistic: the list reads as read at once; a failure puts the server's truth back.
  const markAllAsRead = useMutation({
    mutationKey: key,
    mutationFn: () => callEndpoint(api, calls.markAllAsRead, {}),
    onMutate: () => optimistic((items) => items.map((item) => ({ ...item, read: true }))),
    onError: putBack,
    onSettled: refresh,
  });

  // PATCH {id, message}: one item read or unread, shown at once; a failure puts it back.
  const setRead = useMutation({
    mutationKey: key,
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markRead(api, kind, id, read),
    onMutate: ({ id, read }) =>
      optimistic((items) => items.map((item) => (item.id === id ? { ...item, read } : item))),
    onError: putBack,
    onSettled: refresh,
  });

  // Optimistic: the item leaves the list at once (so a second click has nothing to delete); a
  // failure puts the server's truth back.
  const remove = useMutation({
    mutationKey: key,
    mutationFn: (id: string) => callEndpoint(api, calls.remove, { query: { id } }),
    onMutate: (id: string) => optimistic((items) => items.filter((item) => item.id !== id)),
    onError: putBack,
    onSettled: refresh,
  });

  return { list, markAllAsRead, setRead, remove };
}

/** The domain's calls for a component: `const inbox = useInboxQueries();`. */
export const useInboxQueries = queriesHook(inboxQueries);

import type { QueryClient } from '@tanstack/react-query';

/** What a story's providers hold: its query cache and whatever API client it calls through. */
export interface StoryClients<Api> {
  queryClient: QueryClient;
  api: Api;
}

/**
 * One set of clients per story (ARCHITECTURE.md "Tests, by level"): made when a story is first drawn and
 * kept while it is redrawn (Storybook remounts a story on every change of its args or globals), so
 * a change of args draws from the same cache instead of starting empty and fetching again. Another
 * story, or the same story as another persona, gets new ones, and the old cache is emptied.
 */
export function storyClientsCache<Api>() {
  let current: { key: string; clients: StoryClients<Api> } | undefined;
  return (storyId: string, persona: string | undefined, make: () => StoryClients<Api>) => {
    const key = `${storyId} as ${persona ?? 'default'}`;
    if (current?.key !== key) {
      current?.clients.queryClient.clear();
      current = { key, clients: make() };
    }
    return current.clients;
  };
}

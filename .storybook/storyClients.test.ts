import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storyClientsCache } from './storyClients.ts';

const make = () => ({ queryClient: new QueryClient(), api: { made: Symbol('api') } });

describe('storyClientsCache: one query cache and API client per story', () => {
  it.each<[string, [string, string | undefined], [string, string | undefined], boolean]>([
    ['the same story redrawn (its args or globals changed)', ['a--b', 'company'], ['a--b', 'company'], true],
    ['the same story without a persona, redrawn', ['a--b', undefined], ['a--b', undefined], true],
    ['another story', ['a--b', undefined], ['a--c', undefined], false],
    ['the same story as another persona', ['a--b', 'individual'], ['a--b', 'company'], false],
  ])('%s: kept %s', (_case, first, second, kept) => {
    const clientsFor = storyClientsCache<{ made: symbol }>();
    const before = clientsFor(...first, make);
    const after = clientsFor(...second, make);
    expect(after === before).toBe(kept);
  });

  it('empties the cache it leaves, and a story visited again starts empty', () => {
    const clientsFor = storyClientsCache<{ made: symbol }>();
    const first = clientsFor('a--b', undefined, make);
    first.queryClient.setQueryData(['goals'], [1]);
    expect(clientsFor('a--b', undefined, make).queryClient.getQueryData(['goals'])).toEqual([1]);
    clientsFor('a--c', undefined, make);
    expect(first.queryClient.getQueryData(['goals'])).toBeUndefined();
    expect(clientsFor('a--b', undefined, make).queryClient.getQueryData(['goals'])).toBeUndefined();
  });
});

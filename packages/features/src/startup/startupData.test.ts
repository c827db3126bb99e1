import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatQueries } from '../chat/model.ts';
import { inboxQueries } from '../inbox/model.ts';
import { navigationQueries } from '../navigation/model.ts';
import { shortcutQueries } from '../shortcuts/model.ts';
import {
  combineStartup,
  prefetchStartupData,
  type StartupPart,
  type StartupPartState,
  startupParts,
} from './startupData.ts';

const ok: StartupPartState = { status: 'success', hasData: true };
const pending: StartupPartState = { status: 'pending', hasData: false };
const failed: StartupPartState = { status: 'error', hasData: false };
const failedRefresh: StartupPartState = { status: 'error', hasData: true };
const refused: StartupPartState = { status: 'error', hasData: false, refused: true };

const parts = (overrides: Partial<Record<StartupPart, StartupPartState>>) =>
  Object.fromEntries(startupParts.map((part) => [part, overrides[part] ?? ok])) as Record<
    StartupPart,
    StartupPartState
  >;

describe('combineStartup (docs/RULES.md#product-calls: the five start-up calls together)', () => {
  it.each<
    [
      string,
      Partial<Record<StartupPart, StartupPartState>>,
      string,
      StartupPart[],
      StartupPart[],
      StartupPart[]?,
    ]
  >([
    ['all five answered', {}, 'ready', [], []],
    ['one still loading', { chats: pending }, 'loading', ['chats'], []],
    ['one refused (403): not offered again', { messages: refused }, 'partial', [], [], ['messages']],
    [
      'refused and failed apart: only the failed ones are worth a retry',
      { navigation: refused, chats: failed, shortcuts: refused },
      'partial',
      [],
      ['chats'],
      ['navigation', 'shortcuts'],
    ],
    ['a refused refresh keeps earlier data', { chats: { ...refused, hasData: true } }, 'ready', [], []],
    [
      'one loading while another failed',
      { chats: pending, messages: failed },
      'loading',
      ['chats'],
      ['messages'],
    ],
    ['one failed, the rest answered', { notifications: failed }, 'partial', [], ['notifications']],
    [
      'several failed, named in the spec order',
      { shortcuts: failed, navigation: failed, chats: failed },
      'partial',
      [],
      ['navigation', 'chats', 'shortcuts'],
    ],
    ['a failed refresh keeps earlier data', { messages: failedRefresh }, 'ready', [], []],
    [
      'nothing yet',
      Object.fromEntries(startupParts.map((part) => [part, pending])),
      'loading',
      [...startupParts],
      [],
    ],
  ])('%s', (_name, overrides, status, loading, failedParts, refusedParts = []) => {
    expect(combineStartup(parts(overrides))).toEqual({
      status,
      loading,
      failed: failedParts,
      refused: refusedParts,
    });
  });

  it('names the five calls of docs/RULES.md#calls in its order', () => {
    expect(startupParts).toEqual(['navigation', 'messages', 'notifications', 'chats', 'shortcuts']);
  });
});

describe('prefetchStartupData: the five calls at boot, under the keys the layout reads', () => {
  it('asks each start-up call once, and the layout’s own queries find them', () => {
    const urls: string[] = [];
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = {
      apiBase: 'https://api.test/',
      http: (url: string) => {
        urls.push(new URL(url).pathname);
        return new Promise<Response>(() => {});
      },
    };
    prefetchStartupData(queryClient, api);
    expect(urls.sort()).toEqual(
      [
        '/api/apps/chat/chats',
        '/api/common/messages',
        '/api/common/navigation',
        '/api/common/notifications',
        '/api/common/shortcuts',
      ].sort(),
    );
    for (const options of [
      navigationQueries(api).navigationTree(),
      inboxQueries(api).inbox('messages'),
      inboxQueries(api).inbox('notifications'),
      chatQueries(api).chats(),
      shortcutQueries(api).shortcuts(),
    ])
      expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('fetching');
  });
});

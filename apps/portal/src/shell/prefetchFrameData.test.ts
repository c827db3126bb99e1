import { type Api, productKeys } from '@portal/platform';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const started: string[] = [];
vi.mock('@portal/features/StartupNotice', () => ({
  prefetchStartupData: () => started.push('start-up data'),
}));
vi.mock('@portal/features/SideMenu', () => ({
  prefetchSideMenuSettings: () => started.push("menu's settings"),
}));

const { prefetchFrameData } = await import('./prefetchFrameData.ts');

describe('prefetchFrameData', () => {
  it('starts the frame’s calls in three turns, the start-up data first', async () => {
    started.length = 0;
    const turns: (() => void)[] = [];
    const turn = () => new Promise<void>((resolve) => turns.push(resolve));
    const queryClient = {
      prefetchQuery: ({ queryKey }: { queryKey: readonly unknown[] }) => {
        started.push(queryKey.join(' '));
        return Promise.resolve();
      },
    } as unknown as QueryClient;
    const api = {
      queries: { portalUserConfig: () => ({ queryKey: productKeys.portalUserConfig }) },
    } as unknown as Api;
    const done = prefetchFrameData({ queryClient, api }, turn);
    expect(started).toEqual(['start-up data']);
    turns.shift()?.();
    await vi.waitFor(() => expect(started).toEqual(['start-up data', "menu's settings"]));
    turns.shift()?.();
    await done;
    expect(started).toEqual(['start-up data', "menu's settings", productKeys.portalUserConfig.join(' ')]);
  });
});

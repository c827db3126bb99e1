import { type Api, ApiProvider, createRpcClient, defaultRpcSettings, productQueries } from '@portal/platform';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceWatcher } from './MaintenanceWatcher.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

function apiAnswering(inMaintenance: boolean): Api {
  const apiBase = 'https://api.example.cl/';
  const http = async () => Response.json({ in_maintenance: inMaintenance });
  const rpc = createRpcClient(defaultRpcSettings(apiBase), http);
  return { apiBase, http, accessToken: () => null, rpc, queries: productQueries(rpc) };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  vi.useRealTimers();
});

function renderAt(entry: string, inMaintenance: boolean, basename?: string) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <ApiProvider api={apiAnswering(inMaintenance)}>
        <MemoryRouter initialEntries={[entry]} basename={basename}>
          <MaintenanceWatcher />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>,
    ),
  );
  return () => container.querySelector('output')?.textContent;
}

describe('MaintenanceWatcher (docs/RULES.md#maintenance)', () => {
  it.each([
    ['at the root', '/register?ref=ABC', undefined],
    // The callback is the page the routes know: the maintenance page puts the base back once.
    ['under a sub-path', '/portal/register?ref=ABC', '/portal'],
  ])('%s: after 1 s, the maintenance page with this page as callback', async (_case, entry, basename) => {
    const where = renderAt(entry, true, basename);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(where()).toBe('/register?ref=ABC');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(where()).toBe(`/maintenance?callback=${encodeURIComponent('/register?ref=ABC')}`);
  });

  it('stays while the portal is not in maintenance', async () => {
    const where = renderAt('/goals/7', false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(where()).toBe('/goals/7');
  });
});

import uiEs from '@portal/ui/locales/es.json' with { type: 'json' };
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import appEs from '../locales/es.json' with { type: 'json' };
import type { AppUpdateHooks } from '../update/registerAppUpdates.ts';
import { createPendingRequests } from './pendingRequests.ts';
import { RootShell } from './RootShell.tsx';

// The shell's app update (docs/RULES.md#app-update, #constants-and-limits) as the client meets it: the service worker's "a new version
// is waiting" becomes the snackbar with the app's own texts; unless cancelled, the page reloads
// 5 s after the snackbar's 3 s. The registration itself is stubbed: the demo and tests have none.
const registered = vi.hoisted(() => ({ hooks: null as AppUpdateHooks | null }));
vi.mock('../update/registerAppUpdates.ts', () => ({
  registerAppUpdates: (hooks: AppUpdateHooks) => {
    registered.hooks = hooks;
    return () => undefined;
  },
}));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const i18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'es', resources: { es: { app: appEs, ui: uiEs } }, defaultNS: 'app' });

let root: Root | undefined;
// The snackbar's code (and Radix's toast under it) is lazy in the shell: it is fetched once here,
// with the real clock, before the tests fake it.
beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await renderShellWithUpdate({ fakeClock: false });
  await vi.waitFor(() => expect(snackbarText()).toContain(appEs.update.message));
  act(() => root?.unmount());
  document.body.replaceChildren();
});
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  registered.hooks = null;
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
  vi.useRealTimers();
});

async function renderShellWithUpdate({ fakeClock = true } = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const monitor = { report: vi.fn(), setUser: vi.fn() };
  act(() =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <RootShell pending={createPendingRequests()} monitor={monitor}>
          <p>página</p>
        </RootShell>
      </I18nextProvider>,
    ),
  );
  await vi.waitFor(() => expect(registered.hooks).not.toBeNull());
  const apply = vi.fn(async () => undefined);
  if (fakeClock) vi.useFakeTimers();
  act(() => registered.hooks?.onNeedRefresh(apply));
  return apply;
}

const snackbarText = () => document.body.textContent ?? '';

describe('RootShell: the app update (docs/RULES.md#app-update)', () => {
  it('shows "Nueva versión disponible, actualizando..." for 3 s, then applies the update 5 s later', async () => {
    const apply = await renderShellWithUpdate();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(snackbarText()).toContain(appEs.update.message);
    expect(snackbarText()).toContain('Nueva versión disponible, actualizando...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000 + 4800);
    });
    expect(apply).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('"Cancelar" keeps this visit as it is: no reload', async () => {
    const apply = await renderShellWithUpdate();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const cancel = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Cancelar',
    );
    expect(cancel).toBeDefined();
    act(() => cancel?.click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(apply).not.toHaveBeenCalled();
  });
});

import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import es from '../locales/es.json' with { type: 'json' };
import type { NavigationItem } from './navigationTypes.ts';
import { useNavigationMode } from './useNavigationMode.ts';
import { VerticalNavigation } from './VerticalNavigation.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { ui: es } }, defaultNS: 'ui' });

let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const items: NavigationItem[] = [{ id: 'dashboard', type: 'basic', title: 'Inicio', link: '/dashboard' }];

function renderNav(list: NavigationItem[]) {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <VerticalNavigation
          label="Menú"
          items={list}
          currentPath="/"
          mode="side"
          opened
          onOpenedChange={() => undefined}
        />
      </I18nextProvider>,
    ),
  );
}
const revealed = () => container.querySelector('ul')?.getAttribute('data-revealed');

describe('VerticalNavigation fade-in (SPEC §2, §9: 150 ms)', () => {
  it('reveals items added after the first render exactly 150 ms later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderNav([]);
    renderNav(items);
    act(() => vi.advanceTimersByTime(149));
    expect(revealed()).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(revealed()).toBe('true');
  });

  it('shows items present from the start at once', () => {
    renderNav(items);
    expect(revealed()).toBe('true');
  });
});

function ModeProbe() {
  return <output>{useNavigationMode()}</output>;
}

describe('useNavigationMode (SPEC §4: over below 960 px)', () => {
  it.each([
    [959, 'over'],
    [960, 'side'],
  ])('at %d px wide the menu is %s', async (width, mode) => {
    await page.viewport(width, 800);
    act(() => root.render(<ModeProbe />));
    await vi.waitFor(() => expect(container.textContent).toBe(mode));
  });

  it('follows the window across the breakpoint', async () => {
    await page.viewport(1280, 800);
    act(() => root.render(<ModeProbe />));
    await vi.waitFor(() => expect(container.textContent).toBe('side'));
    await page.viewport(600, 800);
    await vi.waitFor(() => expect(container.textContent).toBe('over'));
  });
});

import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { type BrowserRoot, createBrowserRoot } from '../testing/browserRoot.tsx';
import type { NavigationItem } from './navigationTypes.ts';
import { useNavigationMode } from './useNavigationMode.ts';
import { VerticalNavigation } from './VerticalNavigation.tsx';

let root: BrowserRoot;
beforeEach(() => {
  root = createBrowserRoot();
});
afterEach(() => {
  root.unmount();
  vi.useRealTimers();
});

const items: NavigationItem[] = [{ id: 'dashboard', type: 'basic', title: 'Inicio', link: '/dashboard' }];

function renderNav(list: NavigationItem[]) {
  root.render(
    <VerticalNavigation
      label="Menú"
      items={list}
      currentPath="/"
      mode="side"
      opened
      onOpenedChange={() => undefined}
    />,
  );
}
const revealed = () => root.container.querySelector('ul')?.getAttribute('data-revealed');

describe('VerticalNavigation fade-in (docs/RULES.md#side-menu, #constants-and-limits: 150 ms)', () => {
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

describe('useNavigationMode (docs/RULES.md#states-and-transitions: over below 960 px)', () => {
  it.each([
    [959, 'over'],
    [960, 'side'],
  ])('at %d px wide the menu is %s', async (width, mode) => {
    await page.viewport(width, 800);
    root.render(<ModeProbe />);
    await vi.waitFor(() => expect(root.container.textContent).toBe(mode));
  });

  it('follows the window across the breakpoint', async () => {
    await page.viewport(1280, 800);
    root.render(<ModeProbe />);
    await vi.waitFor(() => expect(root.container.textContent).toBe('side'));
    await page.viewport(600, 800);
    await vi.waitFor(() => expect(root.container.textContent).toBe('over'));
  });
});

import { act, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Toaster, useToast } from '../Toaster/Toaster.tsx';
import * as tooltipStyles from '../Tooltip/Tooltip.css.ts';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { type BrowserRoot, createBrowserRoot } from '../testing/browserRoot.tsx';
import { fontFamilies } from '../tokens/scales.ts';
import { vars } from '../tokens/theme.css.ts';
import { type ThemeName, themeNames, themes } from '../tokens/themes.ts';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { ThemeRoot } from './ThemeRoot.tsx';

// Radix portals overlays out of the React tree. They must still wear the active theme: its font,
// its surfaces and its variables, in every theme, also after a switch while they are open. The
// user menu is a menu, not a dialog: a modal dialog opened over it takes the focus and closes it
// (as the page's own dialogs do), so the two are checked one after the other.

/** rgb(r, g, b) of a #rrggbb colour, as getComputedStyle reports it. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
const primaryVariable = vars.color.primary.replace(/^var\((.*)\)$/, '$1');

/** The font family token as the browser computes it (quotes normalised). */
function computedFontFamily() {
  const probe = document.createElement('span');
  probe.style.fontFamily = fontFamilies.body;
  document.body.append(probe);
  const family = getComputedStyle(probe).fontFamily;
  probe.remove();
  return family;
}

function PushToastOnMount() {
  const push = useToast();
  useEffect(() => push({ title: 'Depósito recibido', duration: 0 }), [push]);
  return null;
}

function Overlays({ theme, dialog = false }: { theme: ThemeName; dialog?: boolean }) {
  return (
    <ThemeRoot theme={theme}>
      <Toaster>
        <UserMenu
          trigger={<span>CR</span>}
          entries={[{ kind: 'item', id: 'profile', label: 'Mi cuenta', icon: 'user' }]}
        />
        <Tooltip open content="Disponible al completar el paso 3">
          <button type="button">Mi cuenta</button>
        </Tooltip>
        {dialog ? (
          <Dialog open onOpenChange={() => undefined} title="Hola Camila" description="Confirma tu perfil" />
        ) : null}
        <PushToastOnMount />
      </Toaster>
    </ThemeRoot>
  );
}

interface OverlayUnderTest {
  name: string;
  find: () => HTMLElement | null;
  background: (theme: ThemeName) => string;
}

const overlays: OverlayUnderTest[] = [
  {
    name: 'user menu',
    find: () => document.querySelector('[role="menu"]'),
    background: (t) => themes[t].surface,
  },
  {
    name: 'dialog',
    find: () => document.querySelector('[role="dialog"]'),
    background: (t) => themes[t].surface,
  },
  {
    name: 'tooltip',
    find: () => document.querySelector(`.${tooltipStyles.content}`),
    background: (t) => themes[t].accent,
  },
  {
    name: 'toast',
    find: () => document.querySelector('[data-testid="toast"]'),
    background: (t) => themes[t].surface,
  },
];

async function openUserMenu() {
  const trigger = document.querySelector<HTMLElement>('[aria-haspopup="menu"]');
  expect(trigger).not.toBeNull();
  act(() => {
    trigger?.focus();
    trigger?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await vi.waitFor(() => expect(document.querySelector('[role="menu"]')).not.toBeNull());
}

const withMenu = overlays.filter((overlay) => overlay.name !== 'dialog');
const withDialog = overlays.filter((overlay) => overlay.name !== 'user menu');

async function expectThemed(theme: ThemeName, open: readonly OverlayUnderTest[]) {
  const font = computedFontFamily();
  for (const overlay of open) {
    await vi.waitFor(() => expect(overlay.find(), `${overlay.name} is open`).not.toBeNull());
    const element = overlay.find() as HTMLElement;
    const style = getComputedStyle(element);
    expect(style.fontFamily, `${overlay.name} font in ${theme}`).toBe(font);
    expect(style.backgroundColor, `${overlay.name} background in ${theme}`).toBe(
      rgb(overlay.background(theme)),
    );
    expect(style.getPropertyValue(primaryVariable).trim(), `${overlay.name} primary in ${theme}`).toBe(
      themes[theme].primary,
    );
  }
}

let root: BrowserRoot;
beforeEach(() => {
  root = createBrowserRoot();
});
afterEach(() => root.unmount());

describe('overlays wear the active theme', () => {
  it.each(themeNames)('in the %s theme', async (theme) => {
    root.render(<Overlays theme={theme} />);
    await openUserMenu();
    await expectThemed(theme, withMenu);
    root.render(<Overlays theme={theme} dialog />);
    await expectThemed(theme, withDialog);
  });

  it('follow a theme switched at run time while they are open', async () => {
    root.render(<Overlays theme="portal" />);
    await openUserMenu();
    await expectThemed('portal', withMenu);
    for (const theme of themeNames.filter((name) => name !== 'portal')) {
      root.render(<Overlays theme={theme} />);
      await expectThemed(theme, withMenu);
    }
    root.render(<Overlays theme="portal" dialog />);
    await expectThemed('portal', withDialog);
    for (const theme of themeNames.filter((name) => name !== 'portal')) {
      root.render(<Overlays theme={theme} dialog />);
      await expectThemed(theme, withDialog);
    }
  });
});

import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from '../Dialog/Dialog.tsx';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { type BrowserRoot, createBrowserRoot } from '../testing/browserRoot.tsx';
import { RadixUserMenu } from '../UserMenu/RadixUserMenu.tsx';
import { lockAttribute, removedBarSizeVariable } from './scrollLockRules.ts';

// A modal overlay locks the page by static CSS: no <style> element is written at run time (a
// strict CSP with no nonce blocks one), and the page behind does not scroll.
let root: BrowserRoot;
let stylesAdded: number;
const observer = new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes) if (node instanceof HTMLStyleElement) stylesAdded += 1;
});
beforeEach(() => {
  stylesAdded = 0;
  observer.observe(document, { childList: true, subtree: true });
  root = createBrowserRoot();
});
afterEach(() => {
  root.unmount();
  observer.disconnect();
});

function dialog(open: boolean) {
  return (
    <ThemeRoot theme="portal">
      <div style={{ height: 3000 }}>Página larga</div>
      <Dialog open={open} onOpenChange={() => undefined} title="Confirmar">
        <p>Texto</p>
      </Dialog>
    </ThemeRoot>
  );
}

describe('the scroll lock under modal overlays', () => {
  it('locks the page while a dialog is open, with no <style> written, and unlocks it after', async () => {
    root.render(dialog(true));
    await act(async () => undefined);
    expect(document.body.getAttribute(lockAttribute)).toBe('1');
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    expect(document.body.style.getPropertyValue(removedBarSizeVariable)).toMatch(/^\d+px$/);
    root.render(dialog(false));
    await act(async () => undefined);
    expect(document.body.hasAttribute(lockAttribute)).toBe(false);
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    expect(document.body.style.getPropertyValue(removedBarSizeVariable)).toBe('');
    expect(stylesAdded).toBe(0);
  });

  it('counts overlays: the page stays locked until the last one closes', async () => {
    const both = (second: boolean) => (
      <ThemeRoot theme="portal">
        <Dialog open onOpenChange={() => undefined} title="Primero" />
        <Dialog open={second} onOpenChange={() => undefined} title="Segundo" />
      </ThemeRoot>
    );
    root.render(both(true));
    await act(async () => undefined);
    expect(document.body.getAttribute(lockAttribute)).toBe('2');
    root.render(both(false));
    await act(async () => undefined);
    expect(document.body.getAttribute(lockAttribute)).toBe('1');
    expect(stylesAdded).toBe(0);
  });

  it('the user menu, a menu and not a dialog, leaves the page as it is: no lock, nothing hidden', async () => {
    root.render(
      <ThemeRoot theme="portal">
        <RadixUserMenu
          trigger={<span>CR</span>}
          entries={[{ kind: 'item', id: 'account', label: 'Mi cuenta' }]}
          defaultOpen
        />
      </ThemeRoot>,
    );
    await act(async () => undefined);
    expect(document.querySelector('[role="menu"]')).not.toBeNull();
    expect(document.body.hasAttribute(lockAttribute)).toBe(false);
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(stylesAdded).toBe(0);
  });
});

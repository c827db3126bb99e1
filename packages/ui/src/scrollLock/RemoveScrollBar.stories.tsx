import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RemoveScrollBar } from './RemoveScrollBar.tsx';
import { lockAttribute, removedBarSizeVariable } from './scrollLockRules.ts';

/**
 * The page's scroll lock under every modal overlay (Radix's dialogs and modal menus use it through
 * react-remove-scroll; the phone's side menu directly). It draws nothing: while it is mounted the
 * page behind holds still, by a static stylesheet, with no <style> written at run time.
 */
const meta = {
  title: 'UI/ScrollLock',
  component: RemoveScrollBar,
  render: () => (
    <div>
      <p>Mientras un diálogo está abierto, la página de atrás no se mueve.</p>
      <RemoveScrollBar />
    </div>
  ),
} satisfies Meta<typeof RemoveScrollBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mounted: the lock is set, the page's overflow hidden, the removed bar's width given. */
export const Locked: Story = {
  play: async () => {
    await waitFor(() => expect(document.body.getAttribute(lockAttribute)).toBe('1'));
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await expect(document.body.style.getPropertyValue(removedBarSizeVariable)).toMatch(/^\d+px$/);
  },
};

/** Two overlays at once (a dialog over the side menu): counted, so the first to close unlocks nothing. */
export const TwoOverlays: Story = {
  // Drawn as Locked is: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  render: () => (
    <div>
      <p>Mientras un diálogo está abierto, la página de atrás no se mueve.</p>
      <RemoveScrollBar />
      <RemoveScrollBar />
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(document.body.getAttribute(lockAttribute)).toBe('2'));
  },
};

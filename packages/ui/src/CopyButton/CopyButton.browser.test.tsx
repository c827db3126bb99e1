import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BrowserRoot, createBrowserRoot } from '../testing/browserRoot.tsx';
import { CopyButton } from './CopyButton.tsx';

// Exact timing of docs/RULES.md#constants-and-limits with fake timers: "Copied" for 3 s to the millisecond, then "Copy".
let root: BrowserRoot;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  root = createBrowserRoot();
});
afterEach(() => {
  root.unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderAndClick() {
  root.render(<CopyButton value="REF-1" />);
  const button = root.container.querySelector('button');
  if (!button) throw new Error('no button');
  await act(async () => button.click());
  return button;
}

describe('CopyButton timing', () => {
  it('says "Copiado" for exactly 3000 ms, then "Copiar"', async () => {
    const button = await renderAndClick();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('REF-1');
    expect(button.textContent).toBe('Copiado');
    act(() => vi.advanceTimersByTime(2999));
    expect(button.textContent).toBe('Copiado');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copiar');
  });

  it('restarts the 3 s when clicked again', async () => {
    const button = await renderAndClick();
    act(() => vi.advanceTimersByTime(2000));
    await act(async () => button.click());
    act(() => vi.advanceTimersByTime(2999));
    expect(button.textContent).toBe('Copiado');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copiar');
  });
});

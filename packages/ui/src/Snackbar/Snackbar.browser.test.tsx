import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BrowserRoot, createBrowserRoot } from '../testing/browserRoot.tsx';
import { Snackbar } from './Snackbar.tsx';

// docs/RULES.md#app-update: the update snackbar shows for exactly 3 s.
let root: BrowserRoot;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  root = createBrowserRoot();
});
afterEach(() => {
  root.unmount();
  vi.useRealTimers();
});

describe('Snackbar timing', () => {
  it('is dismissed by timeout at exactly 3000 ms', () => {
    const onDismiss = vi.fn();
    root.render(
      <Snackbar
        open
        message="Nueva versión disponible, actualizando..."
        actionLabel="Cancelar"
        duration={3000}
        onDismiss={onDismiss}
      />,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('timeout');
  });
});

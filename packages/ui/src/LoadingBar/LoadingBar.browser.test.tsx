import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BrowserRoot, createBrowserRoot } from '../testing/browserRoot.tsx';
import { LoadingBar } from './LoadingBar.tsx';

// docs/RULES.md#constants-and-limits: "Loading bar hides after 50 ms".
let root: BrowserRoot;
const render = (pendingCount: number) => root.render(<LoadingBar busy={pendingCount > 0} />);
const visible = () => root.container.querySelector('[role="progressbar"]') !== null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  root = createBrowserRoot();
});
afterEach(() => {
  root.unmount();
  vi.useRealTimers();
});

describe('LoadingBar timing', () => {
  it('hides exactly 50 ms after the count returns to zero', () => {
    render(2);
    expect(visible()).toBe(true);
    render(0);
    act(() => vi.advanceTimersByTime(49));
    expect(visible()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(visible()).toBe(false);
  });

  it('stays when a new request starts within the 50 ms', () => {
    render(1);
    render(0);
    act(() => vi.advanceTimersByTime(30));
    render(1);
    act(() => vi.advanceTimersByTime(100));
    expect(visible()).toBe(true);
  });

  it('does not show at all while idle', () => {
    render(0);
    act(() => vi.advanceTimersByTime(100));
    expect(visible()).toBe(false);
  });
});

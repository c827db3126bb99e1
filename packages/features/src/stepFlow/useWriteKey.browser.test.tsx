import { type BrowserRoot, createBrowserRoot } from '@portal/ui/testing/browserRoot';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useWriteKey } from './useWriteKey.ts';

// A write outside a step flow (a booking, an application, an activation) keeps its key by content
// in the tab, as the flows' orders do (docs/RULES.md#idempotency-and-field-errors).

let root: BrowserRoot;
let hook: ReturnType<typeof useWriteKey>;
/** The hook's calls, as a click would make them (its state kept in act). */
const writeKey = {
  keyFor: (content: unknown) => {
    let key = '';
    act(() => {
      key = hook.keyFor(content);
    });
    return key;
  },
  forget: () => act(() => hook.forget()),
};

function Probe() {
  hook = useWriteKey('test-write');
  return null;
}

beforeEach(() => {
  window.sessionStorage.clear();
  root = createBrowserRoot();
  root.render(<Probe />);
});
afterEach(() => root.unmount());

describe('useWriteKey', () => {
  it('the same content is the same key, at once and after a new render', () => {
    const first = writeKey.keyFor({ start: '2026-11-30T10:00', mode: 'video' });
    const again = writeKey.keyFor({ mode: 'video', start: '2026-11-30T10:00' });
    expect(again).toBe(first);
    root.render(<Probe />);
    expect(writeKey.keyFor({ start: '2026-11-30T10:00', mode: 'video' })).toBe(first);
  });

  it('another content is another key; going back finds the first', () => {
    const first = writeKey.keyFor({ start: '10:00' });
    const other = writeKey.keyFor({ start: '11:00' });
    expect(other).not.toBe(first);
    expect(writeKey.keyFor({ start: '10:00' })).toBe(first);
  });

  it('kept in the tab: a reload (a new mount) sends the same key', () => {
    const first = writeKey.keyFor({ version: '2026-10' });
    root.unmount();
    root = createBrowserRoot();
    root.render(<Probe />);
    expect(writeKey.keyFor({ version: '2026-10' })).toBe(first);
  });

  it('once done, the same content again is a new write', () => {
    const first = writeKey.keyFor({ version: '2026-10' });
    writeKey.forget();
    expect(writeKey.keyFor({ version: '2026-10' })).not.toBe(first);
  });
});

import { type BrowserRoot, createBrowserRoot } from '@portal/ui/testing/browserRoot';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../kit/useDebouncedValue.ts';
import { startupDebounceMs } from './startupData.ts';

// docs/RULES.md#constants-and-limits: "Combined data emission debounce 100 ms".
let root: BrowserRoot;
const emitted: string[] = [];
function Probe({ value }: { value: string }) {
  const settled = useDebouncedValue(value, startupDebounceMs, (v) => v);
  emitted.push(settled);
  return <output>{settled}</output>;
}
const shown = () => root.container.querySelector('output')?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  root = createBrowserRoot();
  emitted.length = 0;
});
afterEach(() => {
  root.unmount();
  vi.useRealTimers();
});

describe('useDebouncedValue (100 ms)', () => {
  it('emits a new value exactly 100 ms after it stops changing', () => {
    root.render(<Probe value="cargando" />);
    root.render(<Probe value="listo" />);
    act(() => vi.advanceTimersByTime(99));
    expect(shown()).toBe('cargando');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('listo');
  });

  it('turns a burst of answers into one emission', () => {
    root.render(<Probe value="0 de 5" />);
    for (const step of ['1 de 5', '2 de 5', '3 de 5', '4 de 5', '5 de 5']) {
      root.render(<Probe value={step} />);
      act(() => vi.advanceTimersByTime(20));
    }
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toBe('5 de 5');
    expect(new Set(emitted)).toEqual(new Set(['0 de 5', '5 de 5']));
  });
});

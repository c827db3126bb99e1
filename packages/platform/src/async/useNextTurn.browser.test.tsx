import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useNextTurn } from './useNextTurn.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

function Probe({ when }: { when: boolean }) {
  return <p>{useNextTurn(when) ? 'drawn' : 'waiting'}</p>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('useNextTurn', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('stays false while `when` is false', async () => {
    act(() => root.render(<Probe when={false} />));
    await act(nextTask);
    await act(nextTask);
    expect(container.textContent).toBe('waiting');
  });

  it('is false in the render that made `when` true, and true from the next task on, for good', async () => {
    act(() => root.render(<Probe when={false} />));
    act(() => root.render(<Probe when />));
    // Effects have run, but the task they scheduled has not.
    expect(container.textContent).toBe('waiting');
    await act(nextTask);
    expect(container.textContent).toBe('drawn');
    act(() => root.render(<Probe when={false} />));
    expect(container.textContent).toBe('drawn');
  });

  it('mounted with `when` already true, still waits for the next task', async () => {
    act(() => root.render(<Probe when />));
    expect(container.textContent).toBe('waiting');
    await act(nextTask);
    expect(container.textContent).toBe('drawn');
  });
});

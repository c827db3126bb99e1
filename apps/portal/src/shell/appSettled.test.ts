import { describe, expect, it } from 'vitest';
import { type SettleSignals, whenSettled } from './appSettled.ts';

/** Signals driven by hand: the test says when the page loads, requests start and end, the browser idles. */
function fakeSignals() {
  let loaded = false;
  let onLoad: (() => void) | undefined;
  let pending = 0;
  const listeners = new Set<() => void>();
  let idleWaiters: (() => void)[] = [];
  const signals: SettleSignals = {
    loaded: (next) => {
      if (loaded) next();
      else onLoad = next;
      return () => {
        onLoad = undefined;
      };
    },
    pending: {
      get: () => pending,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    idle: (next) => {
      idleWaiters.push(next);
      return () => {
        idleWaiters = idleWaiters.filter((waiter) => waiter !== next);
      };
    },
  };
  const step: Record<Step, () => void> = {
    load: () => {
      loaded = true;
      onLoad?.();
    },
    request: () => {
      pending += 1;
      for (const listener of [...listeners]) listener();
    },
    response: () => {
      pending -= 1;
      for (const listener of [...listeners]) listener();
    },
    idle: () => {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const waiter of waiters) waiter();
    },
  };
  return { signals, step };
}

type Step = 'load' | 'request' | 'response' | 'idle';

describe('when the app has settled (docs/RULES.md#constants-and-limits "when the app is stable")', () => {
  it.each<[string, Step[], boolean]>([
    ['loaded, nothing in flight, idle', ['load', 'idle'], true],
    ['idle before the page loaded does not count', ['idle', 'load'], false],
    ['a request in flight holds it', ['load', 'request', 'idle'], false],
    ['the last answer, then idle', ['load', 'request', 'request', 'response', 'response', 'idle'], true],
    ['one of two answers is not enough', ['load', 'request', 'request', 'response', 'idle'], false],
    [
      'a request started while waiting for idle puts the wait back',
      ['load', 'request', 'response', 'request', 'idle'],
      false,
    ],
    [
      '…until it is answered and the browser idles again',
      ['load', 'request', 'response', 'request', 'idle', 'response', 'idle'],
      true,
    ],
    ['requests before the load, answered before it', ['request', 'response', 'load', 'idle'], true],
  ])('%s', (_name, steps, settled) => {
    const { signals, step } = fakeSignals();
    let calls = 0;
    whenSettled(signals, () => {
      calls += 1;
    });
    for (const name of steps) step[name]();
    expect(calls).toBe(settled ? 1 : 0);
  });

  it('runs once, and never after it was cancelled', () => {
    const once = fakeSignals();
    let calls = 0;
    whenSettled(once.signals, () => {
      calls += 1;
    });
    for (const name of ['load', 'idle', 'request', 'response', 'idle'] as const) once.step[name]();
    expect(calls).toBe(1);

    const cancelled = fakeSignals();
    let cancelledCalls = 0;
    const cancel = whenSettled(cancelled.signals, () => {
      cancelledCalls += 1;
    });
    cancelled.step.load();
    cancel();
    cancelled.step.idle();
    expect(cancelledCalls).toBe(0);
  });
});

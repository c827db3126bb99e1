import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadIntoNewVersion, takeControlTimeoutMs } from './reloadIntoNewVersion.ts';
import {
  createUpdateCycle,
  scheduleServiceWorkerRegistration,
  versionCheckIntervalMs,
} from './updateCycle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createUpdateCycle (docs/RULES.md#app-update: 3 s snackbar, reload 5 s after it closes)', () => {
  it('announces for exactly 3 s, then reloads exactly 5 s later', () => {
    const reload = vi.fn();
    const states: string[] = [];
    const cycle = createUpdateCycle({ reload, onChange: (s) => states.push(s) });
    cycle.announce();
    vi.advanceTimersByTime(2999);
    expect(cycle.state).toBe('announcing');
    vi.advanceTimersByTime(1);
    expect(cycle.state).toBe('waiting-to-reload');
    vi.advanceTimersByTime(4999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(states).toEqual(['announcing', 'waiting-to-reload', 'reloading']);
  });

  it.each([
    ['while the snackbar shows', 1000],
    ['after it closed, before the reload', 3000 + 4000],
  ])('"Cancelar" %s stops the reload', (_name, at) => {
    const reload = vi.fn();
    const cycle = createUpdateCycle({ reload });
    cycle.announce();
    vi.advanceTimersByTime(at);
    cycle.cancel();
    vi.advanceTimersByTime(60_000);
    expect(reload).not.toHaveBeenCalled();
    expect(cycle.state).toBe('cancelled');
  });

  it('a snackbar closed early starts the 5 s from then', () => {
    const reload = vi.fn();
    const cycle = createUpdateCycle({ reload });
    cycle.announce();
    vi.advanceTimersByTime(1000);
    cycle.dismissed();
    vi.advanceTimersByTime(4999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('announces once', () => {
    const onChange = vi.fn();
    const cycle = createUpdateCycle({ reload: vi.fn(), onChange });
    cycle.announce();
    cycle.announce();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('checks versions every 30 minutes', () => {
    expect(versionCheckIntervalMs).toBe(1_800_000);
  });
});

describe('scheduleServiceWorkerRegistration (docs/RULES.md#constants-and-limits)', () => {
  it('registers when the app is stable', () => {
    const register = vi.fn();
    let stable: () => void = () => undefined;
    scheduleServiceWorkerRegistration(register, {
      isDevelopment: false,
      whenStable: (done) => (stable = done),
    });
    vi.advanceTimersByTime(1000);
    stable();
    expect(register).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers after 30 s at the latest', () => {
    const register = vi.fn();
    scheduleServiceWorkerRegistration(register, { isDevelopment: false, whenStable: () => undefined });
    vi.advanceTimersByTime(29_999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledOnce();
  });

  it('never registers in development', () => {
    const register = vi.fn();
    scheduleServiceWorkerRegistration(register, { isDevelopment: true, whenStable: (done) => done() });
    vi.advanceTimersByTime(60_000);
    expect(register).not.toHaveBeenCalled();
  });
});

describe('reloadIntoNewVersion: the page reloads into the waiting version exactly once', () => {
  type Outcome = 'takes control' | 'never takes control' | 'the message fails';
  it.each<[Outcome, number, number]>([
    // outcome, ms until the reload, reloads
    ['takes control', 10, 1],
    ['never takes control', takeControlTimeoutMs, 1],
    ['the message fails', 0, 1],
  ])('when the new version %s: reloads after %i ms, %i time', async (outcome, reloadAt, reloads) => {
    const serviceWorker = new EventTarget();
    const reload = vi.fn();
    const skipWaiting = vi.fn(async () => {
      if (outcome === 'the message fails') throw new Error('no waiting worker');
      if (outcome === 'takes control')
        setTimeout(() => serviceWorker.dispatchEvent(new Event('controllerchange')), 10);
    });
    await reloadIntoNewVersion({ serviceWorker, skipWaiting, reload });
    expect(skipWaiting).toHaveBeenCalledOnce();
    if (reloadAt > 0) {
      vi.advanceTimersByTime(reloadAt - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
    }
    expect(reload).toHaveBeenCalledTimes(reloads);
    // A late controllerchange or the fallback timer never reloads a second time.
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledTimes(reloads);
  });
});

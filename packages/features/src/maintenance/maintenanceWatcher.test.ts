import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMaintenanceWatcher } from './maintenanceWatcher.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(statuses: (boolean | Error)[], path = '/goals/3') {
  const check = vi.fn(async () => {
    const next = statuses.shift() ?? false;
    if (next instanceof Error) throw next;
    return next;
  });
  const navigate = vi.fn();
  const report = vi.fn();
  const stop = startMaintenanceWatcher({
    check,
    navigate,
    report,
    currentUrl: () => new URL(path, 'https://portal.test'),
  });
  return { check, navigate, report, stop };
}

describe('startMaintenanceWatcher (docs/RULES.md#maintenance)', () => {
  it('first checks exactly 1 s after start', async () => {
    const { check } = setup([false]);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledOnce();
  });

  it('goes to the maintenance page with the current URL as callback', async () => {
    const { navigate } = setup([true]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).toHaveBeenCalledWith('/maintenance?callback=%2Fgoals%2F3');
  });

  it('stays when not in maintenance, and checks again every minute', async () => {
    const { check, navigate } = setup([false, false, true]);
    await vi.advanceTimersByTimeAsync(1000 + 60_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('does not redirect from the maintenance page itself', async () => {
    const { navigate } = setup([true], '/maintenance');
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a failed check and keeps watching', async () => {
    const failure = new Error('status down');
    const { report, navigate, check } = setup([failure, true]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(report).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('stops', async () => {
    const { check, stop } = setup([true]);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(check).not.toHaveBeenCalled();
  });
});

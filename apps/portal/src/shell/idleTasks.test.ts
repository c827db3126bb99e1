import { describe, expect, it } from 'vitest';
import { type IdleScheduler, runWhenIdle } from './idleTasks.ts';

/** Idle periods handed out by the test, with what timeRemaining() says on each call. */
function fakeIdle() {
  const queued = new Map<number, (deadline: { timeRemaining: () => number }) => void>();
  let last = 0;
  const scheduler: IdleScheduler = {
    request: (callback) => {
      last += 1;
      queued.set(last, callback);
      return last;
    },
    cancel: (handle) => void queued.delete(handle),
  };
  const period = (left: number[]) => {
    const [handle, callback] = [...queued.entries()][0] ?? [];
    if (handle === undefined || !callback) return;
    queued.delete(handle);
    let call = 0;
    callback({ timeRemaining: () => left[Math.min(call++, left.length - 1)] ?? 0 });
  };
  return { scheduler, period, waiting: () => queued.size };
}

describe('runWhenIdle', () => {
  it.each<[string, number, number[][], number[]]>([
    // name, tasks, time left per idle period (as it starts, then after each task), tasks run after each period
    ['a period with time runs them all, while its slice lasts', 5, [[40, 39, 38, 37, 36]], [5]],
    ['a short one runs one, the rest wait for the next', 3, [[2], [2], [2]], [1, 2, 3]],
    ['never less than one per period, even with no time left', 2, [[0], [0]], [1, 2]],
    [
      'stops when the time left is the reserve',
      6,
      [
        [30, 30, 4],
        [30, 30, 30, 4],
      ],
      [2, 5],
    ],
    [
      'stops once it has worked 5 ms, however long the period',
      6,
      [
        [50, 46, 43],
        [50, 48, 46, 44],
      ],
      [2, 5],
    ],
  ])('%s', (_name, count, periods, ranAfter) => {
    const ran: number[] = [];
    const idle = fakeIdle();
    runWhenIdle(
      Array.from({ length: count }, (_, index) => () => ran.push(index)),
      idle.scheduler,
    );
    expect(ran).toEqual([]);
    periods.forEach((left, index) => {
      idle.period(left);
      expect(ran).toHaveLength(ranAfter[index] ?? -1);
    });
    expect(ran).toEqual(Array.from({ length: ranAfter.at(-1) ?? 0 }, (_, index) => index));
    expect(idle.waiting()).toBe(ranAfter.at(-1) === count ? 0 : 1);
  });

  it('asks for nothing when there is nothing to do', () => {
    const idle = fakeIdle();
    runWhenIdle([], idle.scheduler);
    expect(idle.waiting()).toBe(0);
  });

  it('a cancel runs no further task', () => {
    const ran: number[] = [];
    const idle = fakeIdle();
    const cancel = runWhenIdle(
      [0, 1, 2].map((index) => () => ran.push(index)),
      idle.scheduler,
    );
    idle.period([0]);
    cancel();
    expect(ran).toEqual([0]);
    expect(idle.waiting()).toBe(0);
    idle.period([50]);
    expect(ran).toEqual([0]);
  });
});

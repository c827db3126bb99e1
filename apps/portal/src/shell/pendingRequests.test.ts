import { describe, expect, it } from 'vitest';
import { createPendingRequests } from './pendingRequests.ts';

describe('createPendingRequests().hold (work counted as in flight until it ends)', () => {
  const cases: { name: string; ends: (resolve: () => void, reject: (error: Error) => void) => void }[] = [
    { name: 'work that succeeds', ends: (resolve) => resolve() },
    { name: 'work that fails', ends: (_resolve, reject) => reject(new Error('chunk failed')) },
  ];
  it.each(cases)('$name counts as one in flight, then none', async ({ ends }) => {
    const pending = createPendingRequests();
    const counts: number[] = [];
    pending.subscribe(() => counts.push(pending.get()));
    let resolve: () => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const work = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    pending.hold(work);
    expect(pending.get()).toBe(1);
    ends(resolve, reject);
    await work.catch(() => undefined);
    await Promise.resolve();
    expect(pending.get()).toBe(0);
    expect(counts).toEqual([1, 0]);
  });

  it('adds to the requests already in flight', () => {
    const pending = createPendingRequests();
    pending.tracker.started();
    pending.hold(new Promise(() => undefined));
    expect(pending.get()).toBe(2);
    pending.tracker.finished();
    expect(pending.get()).toBe(1);
  });
});

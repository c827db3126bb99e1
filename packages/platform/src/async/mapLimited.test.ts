import { describe, expect, it } from 'vitest';
import { mapLimited } from './mapLimited.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mapLimited', () => {
  it.each([
    ['fewer items than the limit', 3, 4],
    ['as many as the limit', 4, 4],
    ['many more than the limit', 25, 4],
    ['one at a time', 6, 1],
    ['nothing to do', 0, 4],
  ])('%s: every result in order, never more than the limit at once', async (_name, count, limit) => {
    let running = 0;
    let most = 0;
    const items = Array.from({ length: count }, (_, index) => index);
    const results = await mapLimited(items, limit, async (item) => {
      running += 1;
      most = Math.max(most, running);
      // Later items finish sooner, so order comes from the index, not from finishing.
      for (let wait = 0; wait < (count - item) % 3; wait += 1) await tick();
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual(items.map((item) => item * 10));
    expect(most).toBeLessThanOrEqual(Math.max(1, Math.min(limit, count)));
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = mapLimited([0, 1, 2, 3, 4, 5, 6, 7], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 1) throw new Error('page 2 failed');
      return item;
    });
    await expect(run).rejects.toThrow('page 2 failed');
    expect(started).toEqual([0, 1, 2]);
  });

  it.each([0, -1, 1.5])('refuses a limit of %s', async (limit) => {
    await expect(mapLimited([1], limit, async (item) => item)).rejects.toThrow(RangeError);
  });
});

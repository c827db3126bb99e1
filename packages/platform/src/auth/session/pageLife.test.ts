import { describe, expect, it } from 'vitest';
import { watchPageLife } from './pageLife.ts';

describe('watchPageLife: did a request fail because its page was going?', () => {
  it.each([
    ['a page in use', [], false],
    ['a page that went and came back (back-forward cache)', ['pagehide', 'pageshow'], true],
    ['a page hidden twice', ['pagehide', 'pagehide'], true],
    ['a page shown again only', ['pageshow'], false],
  ])('%s: left %s', async (_case, events: string[], left: boolean) => {
    const target = new EventTarget();
    const life = watchPageLife(target, () => Promise.resolve());
    const mark = life.mark();
    for (const type of events) target.dispatchEvent(new Event(type));
    await expect(life.leftSince(mark)).resolves.toBe(left);
  });

  it('a pagehide before the request does not count against it', async () => {
    const target = new EventTarget();
    const life = watchPageLife(target, () => Promise.resolve());
    target.dispatchEvent(new Event('pagehide'));
    target.dispatchEvent(new Event('pageshow'));
    await expect(life.leftSince(life.mark())).resolves.toBe(false);
  });

  it('on a page that is going (its timers never run) it never answers, so nothing is cleared', async () => {
    const target = new EventTarget();
    const life = watchPageLife(target, () => new Promise<void>(() => undefined));
    const answer = await Promise.race([
      life.leftSince(life.mark()),
      new Promise((resolve) => setTimeout(() => resolve('no answer'), 20)),
    ]);
    expect(answer).toBe('no answer');
  });
});

import { describe, expect, it } from 'vitest';
import { lockCount, scrollBarGap } from './scrollLockRules.ts';

describe('lockCount', () => {
  it.each<[string | null, number]>([
    [null, 0],
    ['', 0],
    ['1', 1],
    ['3', 3],
    ['0', 0],
    ['-2', 0],
    ['x', 0],
    ['2px', 2],
  ])('%j → %i', (value, count) => {
    expect(lockCount(value)).toBe(count);
  });
});

describe('scrollBarGap', () => {
  it.each<[number, number, number]>([
    [1280, 1265, 15],
    [390, 390, 0],
    // A document wider than the window (zoomed): no negative gap.
    [1280, 1300, 0],
  ])('window %i, document %i → %i px', (windowWidth, documentWidth, gap) => {
    expect(scrollBarGap(windowWidth, documentWidth)).toBe(gap);
  });
});

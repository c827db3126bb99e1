import { describe, expect, it } from 'vitest';
import { largeFileBytes, progressOf } from './useFileDownloads.ts';

describe('progressOf: what a row says of a download on its way (docs/RULES.md#statements)', () => {
  const kb = 1024;
  it.each<[string, Parameters<typeof progressOf>[0], ReturnType<typeof progressOf>]>([
    ['not begun', null, null],
    ['a small file: nothing', { received: 10 * kb, total: 20 * kb }, null],
    ['a large file: its share', { received: 50 * kb, total: 200 * kb }, { percent: 25 }],
    ['just large enough', { received: 0, total: largeFileBytes }, { percent: 0 }],
    ['rounded down, never 100 before the end', { received: 199 * kb, total: 200 * kb }, { percent: 99 }],
    ['more than it said: 100 at most', { received: 300 * kb, total: 200 * kb }, { percent: 100 }],
    ['no size given, still small: nothing', { received: 50 * kb, total: null }, null],
    ['no size given, large: the kilobytes', { received: 320 * kb + 500, total: null }, { kilobytes: 320 }],
  ])('%s', (_case, progress, expected) => {
    expect(progressOf(progress)).toEqual(expected);
  });
});

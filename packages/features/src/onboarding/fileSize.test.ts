import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize.ts';

describe('fileSize', () => {
  it.each<[number, string]>([
    [18, '1 KB'],
    [350_000, '342 KB'],
    [1024 * 1024 - 1, '1.024 KB'],
    [1024 * 1024, '1 MB'],
    [2.44 * 1024 * 1024, '2,4 MB'],
    [10 * 1024 * 1024, '10 MB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(fileSize(bytes)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { isPlainLeftClick } from './plainClick.ts';

const click = (extra: Partial<Parameters<typeof isPlainLeftClick>[0]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('isPlainLeftClick', () => {
  it.each([
    ['the main button', click(), true],
    ['the middle button (new tab)', click({ button: 1 }), false],
    ['Cmd (new tab on a Mac)', click({ metaKey: true }), false],
    ['Ctrl (new tab)', click({ ctrlKey: true }), false],
    ['Shift (new window)', click({ shiftKey: true }), false],
    ['Alt (download)', click({ altKey: true }), false],
  ])('%s -> %s', (_case, event, expected) => {
    expect(isPlainLeftClick(event)).toBe(expected);
  });
});

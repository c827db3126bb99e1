import { describe, expect, it } from 'vitest';
import { iconPaths, resolveIconName } from './icons.ts';

describe('resolveIconName', () => {
  it.each([
    ['home', 'home'],
    ['heroicons_outline:home', 'home'],
    ['heroicons_solid:user-group', 'users'],
    ['mat_outline:savings', 'savings'],
    ['mat_solid:account_circle', 'user'],
    ['heroicons_outline:sparkles', 'discover'],
    ['heroicons_outline:shield-check', 'shield'],
    ['heroicons_outline:arrow-path', 'activity'],
    ['heroicons_outline:plus-circle', 'plus'],
    ['unknown:whatever', 'fallback'],
    ['', 'fallback'],
    [null, 'fallback'],
    [undefined, 'fallback'],
    ['  wallet  ', 'wallet'],
    ['Chevron-Down', 'chevronDown'],
  ])('%j -> %s', (name, expected) => {
    expect(resolveIconName(name)).toBe(expected);
  });

  it('has a path for every name, all drawn in the 24x24 box', () => {
    for (const [name, path] of Object.entries(iconPaths)) {
      expect(path, name).toMatch(/^[Mm][\d.\s,\-a-zA-Z]+$/);
    }
  });
});

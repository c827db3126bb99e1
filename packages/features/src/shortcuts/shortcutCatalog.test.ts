import { describe, expect, it } from 'vitest';
import { pagesToAdd, shortcutPages } from './shortcutCatalog.ts';

const pinned = (...links: string[]) =>
  links.map((link) => ({ shortcut: { label: link, icon: 'x', link, useRouter: true } }));

describe('pagesToAdd', () => {
  it.each([
    ['nothing pinned: every page', pinned(), shortcutPages.map((page) => page.id)],
    [
      'insurance pinned: all but it',
      pinned('/insurances'),
      shortcutPages.map((p) => p.id).filter((id) => id !== 'insurances'),
    ],
    [
      'a query or fragment is the same page',
      pinned('/goals?tab=1', '/general-balance#cartolas'),
      ['deposit', 'rescue', 'activities', 'insurances', 'advisor', 'referral', 'pricing'],
    ],
    [
      'a deposit into one goal is not the deposit page',
      pinned('/deposit/101'),
      shortcutPages.map((page) => page.id),
    ],
    ['every page pinned: none', pinned(...shortcutPages.map((page) => page.link)), []],
  ])('%s', (_case, shortcuts, expected) => {
    expect(pagesToAdd(shortcuts).map((page) => page.id)).toEqual(expected);
  });
});

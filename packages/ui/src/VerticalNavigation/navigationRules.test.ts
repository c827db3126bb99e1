import { describe, expect, it } from 'vitest';
import {
  expandedForPath,
  isItemActive,
  itemHref,
  navigationModeFor,
  toggleCollapsable,
} from './navigationRules.ts';
import type { NavigationItem } from './navigationTypes.ts';

describe('isItemActive (exact or prefix)', () => {
  it.each<[Partial<NavigationItem>, string, boolean]>([
    [{ link: '/goals' }, '/goals', true],
    [{ link: '/goals' }, '/goals/101', true],
    [{ link: '/goals' }, '/goals?tab=1', true],
    [{ link: '/goals' }, '/goalsx', false],
    [{ link: '/goals', exactMatch: true }, '/goals/101', false],
    [{ link: '/goals', exactMatch: true }, '/goals', true],
    [{ link: '/' }, '/dashboard', false],
    [{ link: '/dashboard/' }, '/dashboard/activities', true],
    [{ link: 'https://ayuda.example.cl', externalLink: true }, '/dashboard', false],
    [{}, '/dashboard', false],
  ])('%j at %s -> %s', (item, path, expected) => {
    expect(isItemActive(item, path)).toBe(expected);
  });
});

describe('itemHref', () => {
  it.each<[Partial<NavigationItem>, string | undefined]>([
    [{ link: '/goals/7' }, '/goals/7'],
    [{ link: '/goals/7', fragment: 'summary' }, '/goals/7#summary'],
    [{ link: '/dashboard', queryParams: { tab: 'metas', view: 'lista' } }, '/dashboard?tab=metas&view=lista'],
    [{}, undefined],
  ])('%j -> %s', (item, expected) => {
    expect(itemHref(item)).toBe(expected);
  });
});

const tree: NavigationItem[] = [
  {
    id: 'invest',
    type: 'collapsable',
    title: 'Inversiones',
    children: [{ id: 'g1', type: 'basic', link: '/goals/1' }],
  },
  {
    id: 'save',
    type: 'collapsable',
    title: 'Ahorro',
    children: [{ id: 's', type: 'basic', link: '/short-term-invest' }],
  },
  {
    id: 'group',
    type: 'group',
    children: [
      { id: 'deep', type: 'collapsable', children: [{ id: 'r', type: 'basic', link: '/referral' }] },
    ],
  },
];

describe('collapsables', () => {
  it.each([
    ['/goals/1', ['invest']],
    ['/short-term-invest', ['save']],
    ['/referral', ['deep']],
    ['/profile', []],
  ])('open by themselves at %s: %j', (path, expected) => {
    expect([...expandedForPath(tree, path)]).toEqual(expected);
  });

  it('opening one closes its siblings; toggling closes it', () => {
    const [invest, save] = tree as [NavigationItem, NavigationItem];
    let expanded = toggleCollapsable(new Set(), invest, tree);
    expect([...expanded]).toEqual(['invest']);
    expanded = toggleCollapsable(expanded, save, tree);
    expect([...expanded]).toEqual(['save']);
    expanded = toggleCollapsable(expanded, save, tree);
    expect([...expanded]).toEqual([]);
  });
});

describe('navigationModeFor (docs/RULES.md#states-and-transitions: over below md)', () => {
  it.each([
    [360, 'over'],
    [600, 'over'],
    [959, 'over'],
    [960, 'side'],
    [1440, 'side'],
  ])('%d px -> %s', (width, mode) => {
    expect(navigationModeFor(width)).toBe(mode);
  });
});

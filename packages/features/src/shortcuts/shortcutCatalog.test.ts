import { describe, expect, it } from 'vitest';
import {
  pageOfShortcut,
  pagesToAdd,
  pagesToChoose,
  shortcutChange,
  shortcutLabelIssue,
  shortcutPages,
} from './shortcutCatalog.ts';

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

describe('editing a shortcut (docs/RULES.md#shortcuts)', () => {
  const shortcut = (id: string, link: string, label = 'x') => ({
    id,
    shortcut: { label, icon: 'i', link, useRouter: true },
  });

  it.each([
    ['a page of the catalogue', '/insurances', 'insurances'],
    ['a deposit to a goal opens the deposit page', '/deposit/101', 'deposit'],
    ['a query does not change the page', '/goals?tab=2', 'goals'],
    ['a page outside the catalogue', '/somewhere', undefined],
    ['a prefix is not the page', '/goalsx', undefined],
  ])('pageOfShortcut: %s', (_case, link, expected) => {
    expect(pageOfShortcut(link)?.id).toBe(expected);
  });

  it.each([
    [
      'the free pages, not another shortcut’s',
      [shortcut('a', '/deposit/101'), shortcut('b', '/insurances')],
      'a',
      false,
      true,
    ],
    ['its own page stays offered', [shortcut('a', '/goals'), shortcut('b', '/insurances')], 'b', true, false],
  ])('pagesToChoose: %s', (_case, list, editing, offersInsurances, offersGoals) => {
    const own = list.find((item) => item.id === editing);
    if (!own) throw new Error('no such shortcut');
    const ids: string[] = pagesToChoose(list, own).map((page) => page.id);
    expect(ids.includes('insurances')).toBe(offersInsurances);
    expect(ids.includes('goals')).toBe(offersGoals);
    expect(ids.includes(pageOfShortcut(own.shortcut.link)?.id ?? 'none')).toBe(true);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['Mi ahorro', null],
    ['x'.repeat(40), null],
    [` ${'x'.repeat(40)} `, null],
    ['x'.repeat(41), 'tooLong'],
  ])('shortcutLabelIssue(%j) is %s', (label, expected) => {
    expect(shortcutLabelIssue(label)).toBe(expected);
  });

  const deposit = { label: 'Depositar', icon: 'plus', link: '/deposit/101', useRouter: true };
  it.each([
    ['nothing changed', { label: 'Depositar', pageId: 'deposit' }, null],
    ['only spaces added', { label: ' Depositar ', pageId: 'deposit' }, null],
    [
      'renamed, same page: the goal is kept',
      { label: 'A mi casa', pageId: 'deposit' },
      { label: 'A mi casa' },
    ],
    [
      'another page: its link and icon',
      { label: 'Depositar', pageId: 'goals' },
      { link: '/goals', icon: 'heroicons_outline:piggy-bank' },
    ],
    [
      'both',
      { label: 'Metas', pageId: 'goals' },
      { label: 'Metas', link: '/goals', icon: 'heroicons_outline:piggy-bank' },
    ],
  ])('shortcutChange: %s', (_case, edit, expected) => {
    expect(shortcutChange(deposit, edit)).toEqual(expected);
  });
});

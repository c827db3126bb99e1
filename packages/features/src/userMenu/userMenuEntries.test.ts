import { describe, expect, it } from 'vitest';
import {
  canChangeUser,
  isDebugEnabled,
  menuFooterEmail,
  type UserMenuEntryId,
  userMenuEntries,
} from './userMenuEntries.ts';

type U = Parameters<typeof userMenuEntries>[0];
const base: U = { id: 'u1', userType: 'individual', isAdmin: false, companies: [], manager: null };

const everyone: UserMenuEntryId[] = [
  'generalActivity',
  'generalBalance',
  'myAccount',
  'faq',
  'changeImage',
  'logout',
];

describe('userMenuEntries (docs/RULES.md#menus, #roles-and-permissions)', () => {
  it.each<[string, U, boolean, UserMenuEntryId[], UserMenuEntryId[]]>([
    ['individual', base, false, ['investAsCompany'], ['representative', 'debug', 'changeUser']],
    ['entity', { ...base, userType: 'entity' }, false, ['representative'], ['investAsCompany', 'changeUser']],
    ['admin', { ...base, isAdmin: true }, false, ['changeUser', 'investAsCompany'], ['representative']],
    [
      'two companies',
      {
        ...base,
        companies: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
        ],
      },
      false,
      ['changeUser'],
      [],
    ],
    ['one company', { ...base, companies: [{ id: 'a', name: 'A' }] }, false, [], ['changeUser']],
    [
      'a manager who is someone else',
      { ...base, manager: { id: 'm', firstname: 'M', surname: 'N' } },
      false,
      ['changeUser'],
      [],
    ],
    [
      'a manager who is themselves',
      { ...base, manager: { id: 'u1', firstname: 'M', surname: 'N' } },
      false,
      [],
      ['changeUser'],
    ],
    ['debug on', base, true, ['debug'], []],
    [
      'entity with debug and a manager',
      { ...base, userType: 'entity', manager: { id: 'm', firstname: 'R', surname: 'A' } },
      true,
      ['representative', 'debug', 'changeUser'],
      ['investAsCompany'],
    ],
  ])('%s', (_name, user, debug, present, absent) => {
    const entries = userMenuEntries(user, { debug });
    for (const id of [...everyone, ...present]) expect(entries).toContain(id);
    for (const id of absent) expect(entries).not.toContain(id);
  });

  it('keeps the order of the spec', () => {
    expect(userMenuEntries({ ...base, isAdmin: true }, { debug: true })).toEqual([
      'generalActivity',
      'generalBalance',
      'investAsCompany',
      'myAccount',
      'faq',
      'debug',
      'changeUser',
      'changeImage',
      'logout',
    ]);
  });

  it.each([
    [{ isAdmin: true }, true],
    [
      {
        companies: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
          { id: 'c', name: 'C' },
        ],
      },
      true,
    ],
    [{}, false],
  ])('canChangeUser(%j) = %s', (extra, expected) => {
    expect(canChangeUser({ ...base, ...extra })).toBe(expected);
  });

  it.each([
    ['True', true],
    ['true', false],
    ['1', false],
    [null, false],
  ])('bp_debug %j -> debug %s', (value, expected) => {
    expect(isDebugEnabled({ getItem: () => value })).toBe(expected);
  });

  it.each([
    ['individual', 'a@b.cl'],
    ['entity', undefined],
  ])('menu footer email for %s: %s', (userType, expected) => {
    expect(menuFooterEmail({ userType, email: 'a@b.cl' })).toBe(expected);
  });
});

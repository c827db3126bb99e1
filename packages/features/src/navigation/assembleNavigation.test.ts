import type { NavigationItemPayload } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { canSeeUsBrokerage } from '../products/model.ts';
import { assembleNavigation, type NavigationContext, parseNewItemIds } from './assembleNavigation.ts';

const uuid = 'us-broker-uuid';
const server: NavigationItemPayload[] = [
  { id: 'dashboard', type: 'basic', title: 'Inicio', link: '/dashboard' },
  { id: 'discover', type: 'basic', title: 'Descubrir', link: '/discover' },
  { id: 'ibkr', type: 'basic', title: 'Invertir en EE.UU.', link: '/ibkr' },
  { id: 'account', type: 'basic', title: 'Mi cuenta', link: '/profile' },
  {
    id: 'more',
    type: 'collapsable',
    title: 'Más',
    children: [{ id: 'referral', type: 'basic', title: 'Invita', link: '/referral' }],
  },
];

const context = (extra: Partial<NavigationContext> = {}): NavigationContext => ({
  user: { userType: 'individual', userFinancialEntities: [] },
  onboardingStep: 'DONE',
  newItemIds: [],
  usInvitationCodes: [],
  usBrokerageEntityUuid: uuid,
  labels: {
    newBadge: 'Nuevo',
    accountLockedTooltip: 'Podrás acceder a tu cuenta cuando completes el Paso 3',
    home: 'Inicio',
    advisor: 'Asesoría',
    discover: 'Descubrir',
  },
  ...extra,
});

const find = (items: NavigationItemPayload[], id: string): NavigationItemPayload | undefined =>
  items.flatMap((item) => [item, ...(item.children ?? [])]).find((item) => item.id === id);

describe('assembleNavigation', () => {
  it.each([
    ['DONE', false],
    ['FOURTH', false],
    ['THIRD', true],
    ['SECOND', true],
    ['', true],
  ])('account item with onboarding step %j: disabled %s', (step, disabled) => {
    const account = find(assembleNavigation(server, context({ onboardingStep: step })), 'account');
    expect(Boolean(account?.disabled)).toBe(disabled);
    expect(account?.tooltip).toBe(
      disabled ? 'Podrás acceder a tu cuenta cuando completes el Paso 3' : undefined,
    );
  });

  // The goals' sections as buildGoalsMenu makes them: groups, a goal, a savings entry, the wallet.
  const goalSections: NavigationItemPayload[] = [
    {
      id: 'investments',
      type: 'group',
      title: 'Inversiones',
      children: [{ id: 'goal-101', type: 'basic', title: 'Casa propia', link: '/goals/101' }],
    },
    {
      id: 'savings',
      type: 'group',
      title: 'Ahorro',
      children: [
        { id: 'short-term-invest', type: 'basic', title: 'Corto plazo', link: '/short-term-invest' },
      ],
    },
    {
      id: 'wallet',
      type: 'group',
      title: 'Billetera',
      children: [{ id: 'dollarbox', type: 'basic', title: 'Dólares', link: '/dollarbox' }],
    },
  ];

  it.each<[string, string]>([
    ['a server item', 'discover'],
    ['a server item inside a collapsable', 'referral'],
    ['a goals section', 'investments'],
    ['a goal', 'goal-101'],
    ['a savings entry', 'short-term-invest'],
    ['the wallet (dollarbox)', 'dollarbox'],
  ])('"Nuevo" on %s named in the config (%s), and on nothing else', (_kind, id) => {
    const items = assembleNavigation(server, context({ newItemIds: [id], goalSections }));
    const all = items.flatMap(function flat(item): NavigationItemPayload[] {
      return [item, ...(item.children ?? []).flatMap(flat)];
    });
    expect(all.find((item) => item.id === id)?.badge).toEqual({ title: 'Nuevo', classes: 'badge-new' });
    expect(all.filter((item) => item.badge).map((item) => item.id)).toEqual([id]);
  });

  it('puts the "Nuevo" badge on the listed ids, also inside collapsables', () => {
    const items = assembleNavigation(server, context({ newItemIds: ['discover', 'referral'] }));
    expect(find(items, 'discover')?.badge).toEqual({ title: 'Nuevo', classes: 'badge-new' });
    expect(find(items, 'referral')?.badge?.title).toBe('Nuevo');
    expect(find(items, 'dashboard')?.badge).toBeUndefined();
  });

  it.each<[string, Partial<NavigationContext>, boolean]>([
    ['no entity, no code', {}, false],
    [
      'active entity, no code',
      {
        user: {
          userType: 'individual',
          userFinancialEntities: [{ financialEntity: { uuid }, status: 'active' }],
        },
      },
      false,
    ],
    ['code, no entity', { usInvitationCodes: [{ code: 'X', type: 'US_INVITATION', active: true }] }, false],
    [
      'active entity and code',
      {
        user: {
          userType: 'individual',
          userFinancialEntities: [{ financialEntity: { uuid }, status: 'active' }],
        },
        usInvitationCodes: [{ code: 'X', type: 'US_INVITATION', active: true }],
      },
      true,
    ],
    [
      'inactive entity and code',
      {
        user: {
          userType: 'individual',
          userFinancialEntities: [{ financialEntity: { uuid }, status: 'pending' }],
        },
        usInvitationCodes: [{ code: 'X', type: 'US_INVITATION', active: true }],
      },
      false,
    ],
    [
      'another entity and code',
      {
        user: {
          userType: 'individual',
          userFinancialEntities: [{ financialEntity: { uuid: 'other' }, status: 'active' }],
        },
        usInvitationCodes: [{ code: 'X', type: 'US_INVITATION', active: true }],
      },
      false,
    ],
    [
      'active entity, the invitation code withdrawn (inactive: no invitation present)',
      {
        user: {
          userType: 'individual',
          userFinancialEntities: [{ financialEntity: { uuid }, status: 'active' }],
        },
        usInvitationCodes: [{ code: 'X', type: 'US_INVITATION', active: false }],
      },
      false,
    ],
    [
      'active entity, a code of another kind',
      {
        user: {
          userType: 'individual',
          userFinancialEntities: [{ financialEntity: { uuid }, status: 'active' }],
        },
        usInvitationCodes: [{ code: 'X', type: 'REFERRAL', active: true }],
      },
      false,
    ],
  ])('US brokerage item with %s: shown %s', (_name, extra, shown) => {
    const ctx = context(extra);
    expect(canSeeUsBrokerage(ctx)).toBe(shown);
    expect(Boolean(find(assembleNavigation(server, ctx), 'ibkr'))).toBe(shown);
  });

  it('gives company users the business-profile menu: Inicio, Asesoría, Descubrir', () => {
    const items = assembleNavigation(
      server,
      context({ user: { userType: 'entity', userFinancialEntities: [] } }),
    );
    expect(items.map((item) => [item.title, item.link])).toEqual([
      ['Inicio', '/dashboard'],
      ['Asesoría', '/advisor'],
      ['Descubrir', '/discover'],
    ]);
  });

  it.each([
    ['a company user (the tree is not theirs)', 'entity', server],
    ['anyone whose tree could not be read', 'individual', null],
  ] as const)('gives %s Inicio, Asesoría, Descubrir and the goals', (_name, userType, tree) => {
    const goalSections: NavigationItemPayload[] = [
      { id: 'investments', type: 'group', title: 'Inversiones', children: [] },
    ];
    const items = assembleNavigation(
      tree,
      context({ user: { userType, userFinancialEntities: [] }, goalSections }),
    );
    expect(items.map((item) => item.id)).toEqual(['dashboard', 'advisor', 'discover', 'investments']);
  });

  it('adds the goal sections after the items', () => {
    const goalSections: NavigationItemPayload[] = [
      { id: 'investments', type: 'group', title: 'Inversiones', children: [] },
    ];
    expect(assembleNavigation(server, context({ goalSections })).at(-1)?.id).toBe('investments');
  });

  it.each([
    ['discover,ibkr', ['discover', 'ibkr']],
    [' discover , ,ibkr ', ['discover', 'ibkr']],
    ['', []],
    [null, []],
  ])('parseNewItemIds(%j)', (value, expected) => {
    expect(parseNewItemIds(value)).toEqual(expected);
  });
});

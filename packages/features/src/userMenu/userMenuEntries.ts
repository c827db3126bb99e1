import type { User } from '@portal/platform';

/** Entries of the user menu, in the order of docs/RULES.md#user-menu "User menu". */
export const userMenuEntryIds = [
  'representative',
  'generalActivity',
  'generalBalance',
  'investAsCompany',
  'myAccount',
  'faq',
  'debug',
  'changeUser',
  'changeImage',
  'logout',
] as const;
export type UserMenuEntryId = (typeof userMenuEntryIds)[number];

export const isEntityUser = (user: Pick<User, 'userType'>) => user.userType === 'entity';

/** docs/RULES.md#roles-and-permissions: admin, or more than one company, or a manager other than themselves. */
export function canChangeUser(user: Pick<User, 'id' | 'isAdmin' | 'companies' | 'manager'>): boolean {
  return (
    Boolean(user.isAdmin) ||
    (user.companies?.length ?? 0) > 1 ||
    (user.manager != null && user.manager.id !== user.id)
  );
}

/** docs/RULES.md#roles-and-permissions: the debug entry shows only when the local setting bp_debug equals "True". */
export function isDebugEnabled(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem('bp_debug') === 'True';
}

/** Which entries the user sees (docs/RULES.md#routes-and-layouts, #roles-and-permissions). */
export function userMenuEntries(
  user: Pick<User, 'id' | 'userType' | 'isAdmin' | 'companies' | 'manager'>,
  options: { debug: boolean },
): UserMenuEntryId[] {
  const entity = isEntityUser(user);
  return userMenuEntryIds.filter((id) => {
    switch (id) {
      case 'representative':
        return entity;
      case 'investAsCompany':
        return !entity;
      case 'debug':
        return options.debug;
      case 'changeUser':
        return canChangeUser(user);
      default:
        return true;
    }
  });
}

/** The menu footer shows the email to non-entity users only (docs/RULES.md#main-layout, #roles-and-permissions). */
export function menuFooterEmail(user: Pick<User, 'userType' | 'email'>): string | undefined {
  return isEntityUser(user) ? undefined : user.email;
}

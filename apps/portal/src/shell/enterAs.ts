import { enterAsId, startEnterAs, stopEnterAs, type User } from '@portal/platform';

/**
 * Entering another account and leaving (docs/RULES.md#roles-and-permissions): the id is stored, and the app starts over from the
 * dashboard so no cached data of the previous account is ever shown for the next one. The same for
 * an administrator entering as a client and a client entering a company they represent.
 */
export function enterAsClient(
  userId: string,
  { asAdministrator }: { asAdministrator: boolean },
  storage: Storage = localStorage,
): void {
  startEnterAs(storage, userId, { asAdministrator });
  window.location.assign(`${import.meta.env.BASE_URL}dashboard`);
}

export function leaveEnteredClient(storage: Storage = localStorage): void {
  stopEnterAs(storage);
  window.location.assign(`${import.meta.env.BASE_URL}companies`);
}

export const currentEnterAsId = (storage: Storage = localStorage) => enterAsId(storage);

/**
 * Why the portal shows another account: the signed-in person manages it (a representative in their
 * company's portal), or they are an administrator acting for a client. Unknown signed-in subject:
 * the administrator's wording, which never claims a representation that was not checked.
 */
export function enteredRole(
  account: Pick<User, 'manager'>,
  signedInSubject: string | undefined,
): 'representative' | 'administrator' {
  return signedInSubject !== undefined && account.manager?.id === signedInSubject
    ? 'representative'
    : 'administrator';
}

import { enterAsId, startEnterAs, stopEnterAs } from '@portal/platform';

/**
 * Entering as a client and leaving (SPEC §6): the id is stored, and the app starts over from the
 * dashboard so no cached data of the previous user is ever shown for the next one.
 */
export function enterAsClient(userId: string, storage: Storage = localStorage): void {
  startEnterAs(storage, userId);
  window.location.assign(`${import.meta.env.BASE_URL}dashboard`);
}

export function leaveEnteredClient(storage: Storage = localStorage): void {
  stopEnterAs(storage);
  window.location.assign(`${import.meta.env.BASE_URL}companies`);
}

export const currentEnterAsId = (storage: Storage = localStorage) => enterAsId(storage);

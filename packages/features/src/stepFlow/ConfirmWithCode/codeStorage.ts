import type { ConfirmationOperation } from '@portal/platform';
import { confirmationCodePrefix } from '../tabDrafts.ts';

/** Where a review step keeps its code, its proof and a lock, in the tab. */
export const confirmationCodeStorageKey = (operation: ConfirmationOperation, goalId: string | number) =>
  `${confirmationCodePrefix}${operation}:${goalId}`;

/** Forgets an operation's kept code and proof once its order is placed (a lock is the server's to keep). */
export function forgetConfirmationCode(operation: ConfirmationOperation, goalId: string | number): void {
  try {
    window.sessionStorage.removeItem(confirmationCodeStorageKey(operation, goalId));
  } catch {
    // Nothing stored to forget.
  }
}

import { type ConfirmationOperation, codeChallengeSchema } from '@portal/platform';
import * as z from 'zod/mini';
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

/** What a review step keeps of its code in the tab: the code sent, a right code's proof, a lock. */
export const keptSchema = z.object({
  challenge: z.nullable(codeChallengeSchema),
  /**
   * A right code's proof, for a retry of an order whose answer was lost (it is good once; a retry
   * with the same key is answered without it), also after Back and Continue or a reload.
   */
  proof: z._default(z.nullable(z.string()), null),
  /** The order the kept code and proof are for (`orderContent`): another order needs its own. */
  boundTo: z._default(z.string(), ''),
  lockedUntil: z.nullable(z.string()),
});
export type Kept = z.infer<typeof keptSchema>;
export const nothingKept: Kept = { challenge: null, proof: null, boundTo: '', lockedUntil: null };

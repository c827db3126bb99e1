import { type KeyValueStorage, storageKeys } from '../storage/keys.ts';
import { tellWebview, type WebviewEvent } from '../webview/bridge.ts';

/** docs/RULES.md#sign-in-and-session-end session rules, free of the sign-in library so they can be tested alone. */
export interface SessionEffects {
  storage: KeyValueStorage;
  tell?: (event: WebviewEvent) => void;
  logout: () => void | Promise<void>;
  report?: (error: unknown) => void;
}

export type SessionEndReason = 'session_terminated' | 'token_expires';

/** Removes what an administrator's impersonation left behind. */
export function clearImpersonation(storage: KeyValueStorage): void {
  storage.removeItem(storageKeys.enterAsId);
  storage.removeItem(storageKeys.isAdmin);
}

/**
 * /clear (docs/RULES.md#routes-and-layouts, #entities): every stored flag goes, impersonation, the admin flag, the debug setting and
 * the stored access token, before the session itself is ended.
 */
export function clearStoredFlags(storage: KeyValueStorage): void {
  clearImpersonation(storage);
  storage.removeItem(storageKeys.debug);
  storage.removeItem(storageKeys.accessToken);
}

/** Token received: store the access token, tell the webview the user is logged in. */
export function onTokenReceived(
  accessToken: string,
  { storage, tell = tellWebview }: Pick<SessionEffects, 'storage' | 'tell'>,
) {
  storage.setItem(storageKeys.accessToken, accessToken);
  tell({ type: 'logged-in' });
}

/** What the error-reporting service receives when a session ends (docs/RULES.md#error-texts). */
export class SessionEndedError extends Error {
  constructor(readonly reason: SessionEndReason) {
    super(`Session ended: ${reason}`);
    this.name = 'SessionEnded';
  }
}

/**
 * Session ended (session_terminated or token_expires): clear flags, report it (docs/RULES.md#error-texts: in
 * Production to the error-reporting service; elsewhere the monitor is a no-op), log out, tell the
 * webview.
 */
export async function onSessionEnded(
  reason: SessionEndReason,
  { storage, tell = tellWebview, logout, report }: SessionEffects,
) {
  clearImpersonation(storage);
  report?.(new SessionEndedError(reason));
  storage.removeItem(storageKeys.accessToken);
  await logout();
  tell({ type: 'logged-out', reason });
}

/** Discovery failed: clear flags, report the error, log out (locally: the provider cannot be reached). */
export async function onDiscoveryFailure(
  error: unknown,
  { storage, tell = tellWebview, logout, report }: SessionEffects,
) {
  clearImpersonation(storage);
  storage.removeItem(storageKeys.accessToken);
  report?.(error);
  await logout();
  tell({ type: 'logged-out', reason: 'discovery_failure' });
}

/**
 * Acting as another account (docs/RULES.md#roles-and-permissions): every request then says so. An administrator acting for a
 * client is remembered as one (bp_is_admin); a representative entering their company is not.
 */
export function startEnterAs(
  storage: KeyValueStorage,
  userId: string,
  { asAdministrator }: { asAdministrator: boolean },
): void {
  if (!userId.trim()) throw new Error('An enter-as id cannot be empty');
  storage.setItem(storageKeys.enterAsId, userId);
  if (asAdministrator) storage.setItem(storageKeys.isAdmin, 'true');
  else storage.removeItem(storageKeys.isAdmin);
}

/**
 * The isAdmin flag for session monitoring (docs/RULES.md#roles-and-permissions): the person at the keyboard is an administrator,
 * in their own account or acting for a client (whose account the current user then is).
 */
export function isAdministratorSession(
  storage: KeyValueStorage,
  currentUser: { isAdmin?: boolean | null },
): boolean {
  return Boolean(currentUser.isAdmin) || storage.getItem(storageKeys.isAdmin) === 'true';
}

export function stopEnterAs(storage: KeyValueStorage): void {
  clearImpersonation(storage);
}

export function enterAsId(storage: KeyValueStorage): string | null {
  return storage.getItem(storageKeys.enterAsId) || null;
}

/** A second refusal of a token this soon after one renewed for a refusal ends the session. */
export const rejectionWindowMs = 60_000;

/**
 * What to do when the API refuses an access token (HTTP 401):
 * - 'stale': the request carried a token that has since been replaced (a renewal finished while it
 *   was on its way): nothing to do but ask again;
 * - 'renew': renew the token once, even if it looks fresh (the API says it is not good);
 * - 'end': a token renewed for a refusal less than a minute ago is refused too, or there is no
 *   session: renewing again would loop, so the session is over (docs/RULES.md#sign-in-and-session-end token_expires).
 */
export function rejectionOutcome(input: {
  tokenUsed: string | null;
  currentToken: string | null;
  lastRenewedForRejectionAt: number | null;
  now: number;
}): 'stale' | 'renew' | 'end' {
  if (input.currentToken === null) return 'end';
  if (input.tokenUsed !== null && input.tokenUsed !== input.currentToken) return 'stale';
  if (
    input.lastRenewedForRejectionAt !== null &&
    input.now - input.lastRenewedForRejectionAt < rejectionWindowMs
  )
    return 'end';
  return 'renew';
}

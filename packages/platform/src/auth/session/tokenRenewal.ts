import type { SessionEndReason } from '../sessionRules.ts';
import type { LockManagerLike } from './locks.ts';

/** What renewal needs to know of a stored user: how long its access token still lives. */
export interface RenewableUser {
  expires_in?: number;
  access_token?: string;
}

export interface TokenRenewalDeps<U extends RenewableUser> {
  /** The user stored (by any tab) in shared storage. */
  storedUser: () => Promise<U | null>;
  /** Spends the refresh token at the provider (oidc-client-ts signinSilent). */
  refresh: () => Promise<U | null>;
  /**
   * Asks the provider for new tokens on its own session, in a hidden frame with prompt=none
   * (oidc-client-ts signinSilent with forceIframeAuth): no refresh token needed.
   */
  refreshFromProviderSession: () => Promise<U | null>;
  /** Takes a user another tab stored as this tab's own. */
  adopt: (user: U) => Promise<void>;
  end: (reason: SessionEndReason) => Promise<void>;
  report: (error: unknown) => void;
  /** Seconds before expiry at which renewal is asked for. */
  renewBeforeSeconds: number;
  lockName: string;
  locks: LockManagerLike | undefined;
}

export interface TokenRenewal<U> {
  /**
   * Renews once at a time in this tab, and once at a time across tabs (Web Lock). With the token
   * the API refused (HTTP 401), that token is renewed even if it looks fresh; another tab's newer
   * one is still taken as it is.
   */
  renew: (refusedToken?: string) => Promise<U | null>;
  /** The renewal under way, if any (an expiry event waits for it before ending the session). */
  inFlight: () => Promise<U | null> | null;
}

/** The provider's error code of a failed call, when it gave one. */
function errorCode(error: unknown): string | undefined {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' ? code : undefined;
}

/** The provider no longer takes the refresh token (revoked, expired, or already spent). */
const refreshTokenGone = 'invalid_grant';

/** Answers of a prompt=none sign-in that mean the person is no longer signed in at the provider. */
const signedOutCodes = new Set(['login_required', 'interaction_required', 'consent_required']);
const signedOutAtProvider = (error: unknown) => signedOutCodes.has(errorCode(error) ?? '');

/**
 * Token renewal. Tabs share the refresh token (localStorage) and the provider rotates it, so only
 * one tab may renew at a time: the Web Lock serialises them, and a tab that waited finds the token
 * another tab just renewed and adopts it instead of spending the rotated refresh token.
 */
export function createTokenRenewal<U extends RenewableUser>(deps: TokenRenewalDeps<U>): TokenRenewal<U> {
  let renewing: Promise<U | null> | null = null;

  const withLock = <T>(work: () => Promise<T>): Promise<T> =>
    deps.locks ? deps.locks.request(deps.lockName, work) : work();

  const renewNow = async (refusedToken?: string): Promise<U | null> => {
    const stored = await deps.storedUser();
    if (!stored) {
      await deps.end('session_terminated');
      return null;
    }
    // Renewal is asked for only when the token is about to expire: a fresh stored token means
    // another tab renewed while this one waited for the lock (unless it is the one just refused).
    const refused = refusedToken !== undefined && stored.access_token === refusedToken;
    if (!refused && (stored.expires_in ?? 0) > deps.renewBeforeSeconds) {
      await deps.adopt(stored);
      return stored;
    }
    try {
      return await deps.refresh();
    } catch (error) {
      if (errorCode(error) === refreshTokenGone) return fromProviderSession(error);
      deps.report(error);
      if (signedOutAtProvider(error)) await deps.end('session_terminated');
      return null;
    }
  };

  /**
   * A refresh token the provider no longer takes is not always a session that ended: the provider
   * rotates it on every renewal, and a page that reloads or navigates while its renewal is on the
   * way spends the token without ever storing the new one (the next page finds the spent one).
   * The provider's own session still holds, so it is asked once in a hidden frame; only when it
   * says the person is no longer signed in there is the session over.
   */
  const fromProviderSession = async (refreshError: unknown): Promise<U | null> => {
    try {
      return await deps.refreshFromProviderSession();
    } catch (error) {
      deps.report(refreshError);
      deps.report(error);
      if (signedOutAtProvider(error)) await deps.end('session_terminated');
      return null;
    }
  };

  return {
    renew: (refusedToken) => {
      renewing ??= withLock(() => renewNow(refusedToken)).finally(() => {
        renewing = null;
      });
      return renewing;
    },
    inFlight: () => renewing,
  };
}

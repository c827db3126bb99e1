import type { SessionEndReason } from '../sessionRules.ts';
import type { LockManagerLike } from './locks.ts';

/** What renewal needs to know of a stored user: how long its access token still lives. */
export interface RenewableUser {
  expires_in?: number;
}

export interface TokenRenewalDeps<U extends RenewableUser> {
  /** The user stored (by any tab) in shared storage. */
  storedUser: () => Promise<U | null>;
  /** Spends the refresh token at the provider (oidc-client-ts signinSilent). */
  refresh: () => Promise<U | null>;
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
  /** Renews once at a time in this tab, and once at a time across tabs (Web Lock). */
  renew: () => Promise<U | null>;
  /** The renewal under way, if any (an expiry event waits for it before ending the session). */
  inFlight: () => Promise<U | null> | null;
}

/** Provider answers that mean the grant is gone for good: the session is over. */
const sessionOverCodes = new Set(['invalid_grant', 'login_required']);

/**
 * Token renewal. Tabs share the refresh token (localStorage) and the provider rotates it, so only
 * one tab may renew at a time: the Web Lock serialises them, and a tab that waited finds the token
 * another tab just renewed and adopts it instead of spending the rotated refresh token.
 */
export function createTokenRenewal<U extends RenewableUser>(deps: TokenRenewalDeps<U>): TokenRenewal<U> {
  let renewing: Promise<U | null> | null = null;

  const withLock = <T>(work: () => Promise<T>): Promise<T> =>
    deps.locks ? deps.locks.request(deps.lockName, work) : work();

  const renewNow = async (): Promise<U | null> => {
    const stored = await deps.storedUser();
    if (!stored) {
      await deps.end('session_terminated');
      return null;
    }
    // Renewal is asked for only when the token is about to expire: a fresh stored token means
    // another tab renewed while this one waited for the lock.
    if ((stored.expires_in ?? 0) > deps.renewBeforeSeconds) {
      await deps.adopt(stored);
      return stored;
    }
    try {
      return await deps.refresh();
    } catch (error) {
      deps.report(error);
      const code = (error as { error?: unknown } | null)?.error;
      if (typeof code === 'string' && sessionOverCodes.has(code)) await deps.end('session_terminated');
      return null;
    }
  };

  return {
    renew: () => {
      renewing ??= withLock(renewNow).finally(() => {
        renewing = null;
      });
      return renewing;
    },
    inFlight: () => renewing,
  };
}

import type { LockManagerLike } from './locks.ts';

export interface Leadership {
  /** Whether this tab renews for all tabs now. */
  isLeader: () => boolean;
}

/**
 * The provider rotates refresh tokens and revokes the whole grant when a spent one comes back, so
 * two tabs must never renew with the same token. localStorage reads in one tab may lag behind
 * another tab's write, so a lock around each renewal is not enough: one tab, the holder of a Web
 * Lock kept for its lifetime, renews for all. When it closes, the next tab takes over (`onLead`),
 * for example to renew at once if the token is already close to expiry. Without Web Locks (an old
 * webview: one tab), this tab leads.
 */
export function electLeader(options: {
  locks: LockManagerLike | undefined;
  lockName: string;
  onLead: () => void;
}): Leadership {
  let leader = false;
  if (!options.locks) {
    leader = true;
    return { isLeader: () => leader };
  }
  void options.locks.request(options.lockName, async () => {
    leader = true;
    options.onLead();
    // Held for the tab's life: released only when the tab goes away.
    await new Promise<never>(() => undefined);
  });
  return { isLeader: () => leader };
}

import type { SessionEndReason } from './sessionRules.ts';

/** What the UI needs of a signed-in user: no sign-in library types on the first page. */
export interface SessionUser {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  refresh_token?: string;
  profile: { sub: string; name?: string; email?: string };
}

export type AuthState =
  | { status: 'starting' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'ended'; reason: SessionEndReason | 'discovery_failure' | 'sign_in_failed'; error?: string };

export interface SessionStore {
  getState(): AuthState;
  subscribe(listener: (state: AuthState) => void): () => void;
  set(state: AuthState): void;
  /** The access token for API calls, read at each request. */
  accessToken(): string | null;
}

export function createSessionStore(): SessionStore {
  let state: AuthState = { status: 'starting' };
  const listeners = new Set<(state: AuthState) => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      state = next;
      for (const listener of listeners) listener(next);
    },
    accessToken: () => (state.status === 'signed-in' ? state.user.access_token : null),
  };
}

/** Key under which oidc-client-ts keeps the user (WebStorageStateStore with its default "oidc." prefix). */
export function storedUserKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

/**
 * Reads the stored user without the sign-in library, so a returning client sees the portal before
 * that library loads. Anything malformed counts as no user.
 */
export function readStoredUser(storage: Pick<Storage, 'getItem'>, key: string): SessionUser | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { access_token, expires_at, refresh_token, profile } = value as Record<string, unknown>;
    if (typeof access_token !== 'string' || !access_token) return null;
    if (
      typeof profile !== 'object' ||
      profile === null ||
      typeof (profile as { sub?: unknown }).sub !== 'string'
    )
      return null;
    return {
      access_token,
      expires_at: typeof expires_at === 'number' ? expires_at : undefined,
      refresh_token: typeof refresh_token === 'string' ? refresh_token : undefined,
      profile: profile as SessionUser['profile'],
    };
  } catch {
    return null;
  }
}

/** Usable = has an expiry that is at least `marginSeconds` away. */
export function isUsable(user: SessionUser | null, nowMs: number, marginSeconds = 5): user is SessionUser {
  return (
    user !== null && user.expires_at !== undefined && user.expires_at * 1000 > nowMs + marginSeconds * 1000
  );
}

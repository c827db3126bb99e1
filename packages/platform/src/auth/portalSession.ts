import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import type { WebviewEvent } from '../webview/bridge.ts';
import type { AuthSession } from './AuthSession.ts';
import {
  type AuthState,
  createSessionStore,
  isUsable,
  readStoredUser,
  storedUserKey,
} from './sessionStore.ts';

export interface PortalSessionOptions {
  config: RuntimeConfig;
  /** Absolute URL of the app's base, e.g. https://portal.example.cl/ */
  appBaseUrl: string;
  storage?: Storage;
  report?: (error: unknown) => void;
  tell?: (event: WebviewEvent) => void;
  /**
   * Runs `start` once the first page has what it needs (the app's "settled" signal): for a returning
   * client whose token is good for a while, the sign-in library and the provider's discovery document
   * (another origin: a new connection on a phone) wait for it. Without it they load at once.
   */
  afterFirstPage?: (start: () => void) => void;
}

/** A token with less left than this renews soon: the library loads at once, not after the first page. */
export const deferredStartHeadroomMs = 5 * 60_000;
/** The longest the library waits for the first page. */
export const deferredStartMaxWaitMs = 15_000;

/** Whether a returning client's sign-in library may wait for the first page (see `afterFirstPage`). */
export function mayDeferSessionStart(expiresAtSeconds: number | undefined, nowMs: number): boolean {
  return expiresAtSeconds !== undefined && expiresAtSeconds * 1000 - nowMs > deferredStartHeadroomMs;
}

/** What the app holds of the sign-in session. */
export interface PortalSession {
  getState(): AuthState;
  subscribe(listener: (state: AuthState) => void): () => void;
  accessToken(): string | null;
  signIn(returnUrl?: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Resolves 'redirecting' when the browser leaves for the provider. Called at boot for guarded
   * pages, and again when a client walks from a public page into a guarded one: the first call's
   * promise is shared, so the session starts once.
   */
  start(): Promise<'ready' | 'redirecting'>;
  /**
   * On a public page: takes up a usable stored sign-in (so /auth knows the client is signed in)
   * without ever going to the provider. False when there is none.
   */
  resume(): boolean;
  /**
   * The API refused the token a request carried (HTTP 401): 'renewed' when a good token is there
   * now (ask again), 'ended' when the session is over (the app says so and offers to sign in).
   */
  rejected(tokenUsed: string | null): Promise<'renewed' | 'ended'>;
}

/**
 * The session the app holds. The sign-in library (oidc-client-ts, ~18 KB gzip) loads only when it is
 * needed at once (sign-in callback, no usable stored user); a returning client with a valid token
 * sees the portal first and the library arrives in the background for renewal and the session rules.
 */
export function createPortalSession(options: PortalSessionOptions): PortalSession {
  const store = createSessionStore();
  const storage = options.storage ?? localStorage;
  let controller: Promise<AuthSession> | undefined;
  let started: Promise<'ready' | 'redirecting'> | undefined;
  const load = () => {
    controller ??= import('./AuthSession.ts').then((m) => new m.AuthSession({ ...options, storage, store }));
    return controller;
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    accessToken: store.accessToken,
    signIn: async (returnUrl) => (await load()).signIn(returnUrl),
    signOut: async () => (await load()).signOut(),
    start() {
      started ??= startOnce();
      return started;
    },
    resume() {
      if (!isUsable(readStored(), Date.now())) return false;
      void this.start();
      return true;
    },
    rejected: async (tokenUsed) => (await load()).rejected(tokenUsed),
  };

  function readStored() {
    return readStoredUser(
      storage,
      storedUserKey(options.config.oidc.authority, options.config.oidc.clientId),
    );
  }

  async function startOnce(): Promise<'ready' | 'redirecting'> {
    const url = new URL(window.location.href);
    const isCallback = url.searchParams.has('code') && url.searchParams.has('state');
    const stored = readStored();
    if (!isCallback && isUsable(stored, Date.now())) {
      store.set({ status: 'signed-in', user: stored });
      const startInBackground = () =>
        void load()
          .then((session) => session.start())
          .catch((error: unknown) => options.report?.(error));
      if (options.afterFirstPage && mayDeferSessionStart(stored.expires_at, Date.now())) {
        // Whichever comes first: a page that never settles still gets its renewal in time.
        let waiting = true;
        const startOnceSettled = () => {
          if (waiting) startInBackground();
          waiting = false;
        };
        options.afterFirstPage(startOnceSettled);
        setTimeout(startOnceSettled, deferredStartMaxWaitMs);
      } else startInBackground();
      return 'ready';
    }
    return (await load()).start();
  }
}

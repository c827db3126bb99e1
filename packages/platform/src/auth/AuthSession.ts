import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { storageKeys } from '../storage/keys.ts';
import { tellWebview, type WebviewEvent } from '../webview/bridge.ts';
import { userManagerSettings } from './oidcSettings.ts';
import { returnTargetFor } from './returnTarget.ts';
import {
  clearImpersonation,
  onDiscoveryFailure,
  onSessionEnded,
  onTokenReceived,
  type SessionEndReason,
} from './sessionRules.ts';
import type { AuthState, SessionStore, SessionUser } from './sessionStore.ts';

export interface AuthSessionOptions {
  config: RuntimeConfig;
  /** Absolute URL of the app's base (document base), e.g. https://portal.example.cl/ */
  appBaseUrl: string;
  storage?: Storage;
  report?: (error: unknown) => void;
  tell?: (event: WebviewEvent) => void;
  location?: Location;
  /** Where the state lives (shared with the light PortalSession that loaded this module). */
  store: SessionStore;
}

function toSessionUser(user: User): SessionUser {
  return {
    access_token: user.access_token,
    expires_at: user.expires_at,
    refresh_token: user.refresh_token,
    profile: { sub: user.profile.sub, name: user.profile.name, email: user.profile.email },
  };
}

/**
 * The signed-in session: sign-in redirect and callback, token renewal serialised across tabs,
 * and the session rules of SPEC §4. Loaded on demand by createPortalSession; writes to its store.
 */
export class AuthSession {
  readonly manager: UserManager;
  private readonly store: SessionStore;
  private readonly storage: Storage;
  private readonly location: Location;
  private readonly report: (error: unknown) => void;
  private readonly tell: (event: WebviewEvent) => void;
  private readonly renewBefore: number;
  private readonly lockName: string;
  private readonly leaderLockName: string;
  private renewing: Promise<User | null> | null = null;
  /** Whether this tab renews for all tabs (see becomeLeaderWhenPossible). */
  private leader = false;

  constructor(private readonly options: AuthSessionOptions) {
    this.storage = options.storage ?? localStorage;
    this.location = options.location ?? window.location;
    this.store = options.store;
    this.report = options.report ?? ((error) => console.error(error));
    this.tell = options.tell ?? ((event) => void tellWebview(event));
    const settings = userManagerSettings({ oidc: options.config.oidc, appBaseUrl: options.appBaseUrl });
    this.renewBefore = settings.accessTokenExpiringNotificationTimeInSeconds;
    this.lockName = `portal-token-renewal:${settings.authority}:${settings.client_id}`;
    this.leaderLockName = `portal-token-leader:${settings.authority}:${settings.client_id}`;
    this.manager = new UserManager({
      ...settings,
      userStore: new WebStorageStateStore({ store: this.storage }),
      stateStore: new WebStorageStateStore({ store: this.storage }),
    });
  }

  private get state(): AuthState {
    return this.store.getState();
  }

  private set(next: AuthState) {
    this.store.set(next);
  }

  private get userStoreKey() {
    return `oidc.user:${this.manager.settings.authority}:${this.manager.settings.client_id}`;
  }

  /**
   * Starts the session. Resolves 'redirecting' when the browser is leaving for the provider (or a
   * return target), else 'ready' with the state set.
   */
  async start(): Promise<'ready' | 'redirecting'> {
    this.listen();
    try {
      await this.manager.metadataService.getMetadata();
    } catch (error) {
      await onDiscoveryFailure(error, {
        storage: this.storage,
        report: this.report,
        tell: this.tell,
        logout: () => this.manager.removeUser(),
      });
      this.set({ status: 'ended', reason: 'discovery_failure', error: String(error) });
      return 'ready';
    }

    const url = new URL(this.location.href);
    if (
      url.pathname.endsWith('/auth/login/') &&
      url.searchParams.has('code') &&
      url.searchParams.has('state')
    ) {
      return this.completeSignIn(url);
    }

    const stored = await this.manager.getUser();
    if (stored && !stored.expired) {
      await this.manager.events.load(stored, false);
      this.signedIn(stored);
      return 'ready';
    }
    if (stored?.refresh_token) {
      const renewed = await this.renew();
      if (renewed) return 'ready';
    }
    await this.signIn();
    return 'redirecting';
  }

  /** Sends the browser to the provider, remembering where the user was going. */
  async signIn(returnUrl = this.location.href): Promise<void> {
    await this.manager.signinRedirect({ state: { returnUrl } });
  }

  /** Explicit sign-out: clears impersonation, ends the provider session, tells the webview. */
  async signOut(): Promise<void> {
    clearImpersonation(this.storage);
    this.storage.removeItem(storageKeys.accessToken);
    this.tell({ type: 'logged-out', reason: 'sign_out' });
    await this.manager.signoutRedirect();
  }

  /**
   * Renews the access token. Tabs share the refresh token (localStorage) and the provider rotates it,
   * so only one tab may renew at a time: the Web Lock serialises them, and a tab that waited finds
   * the token another tab just renewed and uses it instead of spending the rotated refresh token.
   */
  renew(): Promise<User | null> {
    this.renewing ??= this.withLock(async () => {
      const stored = await this.manager.getUser();
      if (!stored) {
        await this.end('session_terminated');
        return null;
      }
      // Renewal is asked for only when the token is about to expire: a fresh stored token means
      // another tab renewed while this one waited for the lock.
      if ((stored.expires_in ?? 0) > this.renewBefore) {
        await this.manager.events.load(stored, false);
        this.signedIn(stored);
        return stored;
      }
      try {
        return await this.manager.signinSilent();
      } catch (error) {
        this.report(error);
        const code = (error as { error?: string }).error;
        if (code === 'invalid_grant' || code === 'login_required') await this.end('session_terminated');
        return null;
      }
    }).finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  /**
   * The provider rotates refresh tokens and revokes the whole grant when a spent one comes back, so
   * two tabs must never renew with the same token. localStorage reads in one tab may lag behind
   * another tab's write, so a lock around each renewal is not enough: one tab, the holder of a
   * Web Lock kept for its lifetime, renews for all. When it closes, the next tab takes over and
   * renews at once if the token is already close to expiry.
   */
  private becomeLeaderWhenPossible() {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) {
      this.leader = true;
      return;
    }
    void locks.request(this.leaderLockName, async () => {
      this.leader = true;
      const stored = await this.manager.getUser();
      if (stored && (stored.expires_in ?? 0) <= this.renewBefore) void this.renew();
      await new Promise<never>(() => undefined);
    });
  }

  private async withLock<T>(work: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return work();
    return locks.request(this.lockName, work);
  }

  private async completeSignIn(url: URL): Promise<'ready' | 'redirecting'> {
    let user: User;
    try {
      user = await this.manager.signinRedirectCallback(url.href);
    } catch (error) {
      this.report(error);
      this.set({
        status: 'ended',
        reason: 'sign_in_failed',
        error: error instanceof Error ? error.message : String(error),
      });
      return 'ready';
    }
    this.signedIn(user);
    const saved = (user.state as { returnUrl?: unknown } | undefined)?.returnUrl;
    const base = new URL(this.options.appBaseUrl);
    const target = returnTargetFor(saved, {
      currentOrigin: this.location.origin,
      allowedOrigins: this.options.config.allowedReturnOrigins,
      basePath: base.pathname,
    });
    if (target && new URL(target).origin !== this.location.origin) {
      this.location.assign(target);
      return 'redirecting';
    }
    // Same origin: the app's /auth/login route reads the fragment and routes there.
    window.history.replaceState(null, '', target ?? `${base.pathname}auth/login#/dashboard`);
    return 'ready';
  }

  private signedIn(user: User) {
    onTokenReceived(user.access_token, { storage: this.storage, tell: this.tell });
    this.set({ status: 'signed-in', user: toSessionUser(user) });
  }

  private async end(reason: SessionEndReason) {
    if (this.state.status === 'ended') return;
    await onSessionEnded(reason, {
      storage: this.storage,
      tell: this.tell,
      logout: () => this.manager.removeUser(),
    });
    this.set({ status: 'ended', reason });
  }

  private listening = false;
  private listen() {
    if (this.listening) return;
    this.listening = true;
    const events = this.manager.events;
    events.addUserLoaded((user) => this.signedIn(user));
    // Only the leader tab spends the refresh token; the others receive its result through storage.
    events.addAccessTokenExpiring(() => {
      if (this.leader) void this.renew();
    });
    this.becomeLeaderWhenPossible();
    events.addAccessTokenExpired(() => {
      // A renewal still in flight may yet succeed; otherwise the session is over (SPEC §4 token_expires).
      void (this.renewing ?? Promise.resolve(null)).then((renewed) => {
        const state = this.state;
        const expired = state.status === 'signed-in' && (state.user.expires_at ?? 0) * 1000 <= Date.now();
        if (!renewed && expired) void this.end('token_expires');
      });
    });
    events.addUserSignedOut(() => void this.end('session_terminated'));
    // Another tab renewed (new user stored) or signed out (user removed).
    window.addEventListener('storage', (event) => {
      if (event.storageArea !== this.storage || event.key !== this.userStoreKey) return;
      if (event.newValue === null) {
        void this.end('session_terminated');
        return;
      }
      void this.manager.getUser().then(async (user) => {
        if (user && !user.expired && this.state.status === 'signed-in') {
          await this.manager.events.load(user, false);
          this.signedIn(user);
        }
      });
    });
  }
}

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

export type AuthState =
  | { status: 'starting' }
  | { status: 'signed-in'; user: User }
  | { status: 'ended'; reason: SessionEndReason | 'discovery_failure' | 'sign_in_failed'; error?: string };

export interface AuthSessionOptions {
  config: RuntimeConfig;
  /** Absolute URL of the app's base (document base), e.g. https://portal.example.cl/ */
  appBaseUrl: string;
  storage?: Storage;
  report?: (error: unknown) => void;
  tell?: (event: WebviewEvent) => void;
  location?: Location;
}

type Listener = (state: AuthState) => void;

/**
 * The signed-in session: sign-in redirect and callback, token renewal serialised across tabs,
 * and the session rules of SPEC §4. React reads it through useSyncExternalStore (AuthProvider).
 */
export class AuthSession {
  readonly manager: UserManager;
  private state: AuthState = { status: 'starting' };
  private readonly listeners = new Set<Listener>();
  private readonly storage: Storage;
  private readonly location: Location;
  private readonly report: (error: unknown) => void;
  private readonly tell: (event: WebviewEvent) => void;
  private readonly renewBefore: number;
  private readonly lockName: string;
  private renewing: Promise<User | null> | null = null;

  constructor(private readonly options: AuthSessionOptions) {
    this.storage = options.storage ?? localStorage;
    this.location = options.location ?? window.location;
    this.report = options.report ?? ((error) => console.error(error));
    this.tell = options.tell ?? ((event) => void tellWebview(event));
    const settings = userManagerSettings({ oidc: options.config.oidc, appBaseUrl: options.appBaseUrl });
    this.renewBefore = settings.accessTokenExpiringNotificationTimeInSeconds;
    this.lockName = `portal-token-renewal:${settings.authority}:${settings.client_id}`;
    this.manager = new UserManager({
      ...settings,
      userStore: new WebStorageStateStore({ store: this.storage }),
      stateStore: new WebStorageStateStore({ store: this.storage }),
    });
  }

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The access token for API calls, read at each request. */
  accessToken = (): string | null =>
    this.state.status === 'signed-in' ? this.state.user.access_token : null;

  private set(next: AuthState) {
    this.state = next;
    for (const listener of this.listeners) listener(next);
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
      const current = this.state.status === 'signed-in' ? this.state.user.access_token : null;
      if (stored.access_token !== current && (stored.expires_in ?? 0) > this.renewBefore) {
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
    this.set({ status: 'signed-in', user });
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
    events.addAccessTokenExpiring(() => void this.renew());
    events.addAccessTokenExpired(() => {
      // A renewal still in flight may yet succeed; otherwise the session is over (SPEC §4 token_expires).
      void (this.renewing ?? Promise.resolve(null)).then((renewed) => {
        if (!renewed && this.state.status === 'signed-in' && this.state.user.expired)
          void this.end('token_expires');
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

import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import { storageKeys } from '../storage/keys.ts';
import { tellWebview, type WebviewEvent } from '../webview/bridge.ts';
import { userManagerSettings } from './oidcSettings.ts';
import { electLeader, type Leadership } from './session/leaderElection.ts';
import { browserLocks } from './session/locks.ts';
import { listenToOtherTabs } from './session/otherTabs.ts';
import { type PageLife, watchPageLife } from './session/pageLife.ts';
import { afterSignIn, isSignInCallback } from './session/signInCallback.ts';
import { createTokenRenewal, type TokenRenewal } from './session/tokenRenewal.ts';
import {
  clearImpersonation,
  onDiscoveryFailure,
  onSessionEnded,
  onTokenReceived,
  rejectionOutcome,
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
 * The signed-in session: it wires oidc-client-ts to the parts in ./session (token renewal, leader
 * election between tabs, other tabs' storage events, where to go after sign-in) and to the session
 * rules of docs/RULES.md#sign-in-and-session-end. Loaded on demand by createPortalSession; writes to its store.
 */
export class AuthSession {
  readonly manager: UserManager;
  private readonly store: SessionStore;
  private readonly storage: Storage;
  private readonly location: Location;
  private readonly report: (error: unknown) => void;
  private readonly tell: (event: WebviewEvent) => void;
  private readonly renewal: TokenRenewal<User>;
  private readonly renewBefore: number;
  private readonly leaderLockName: string;
  private leadership: Leadership = { isLeader: () => false };
  private readonly pageLife: PageLife;

  constructor(private readonly options: AuthSessionOptions) {
    this.storage = options.storage ?? localStorage;
    this.location = options.location ?? window.location;
    this.store = options.store;
    this.pageLife = watchPageLife(window);
    this.report = options.report ?? ((error) => console.error(error));
    this.tell = options.tell ?? ((event) => void tellWebview(event));
    const settings = userManagerSettings({ oidc: options.config.oidc, appBaseUrl: options.appBaseUrl });
    this.renewBefore = settings.accessTokenExpiringNotificationTimeInSeconds;
    this.leaderLockName = `portal-token-leader:${settings.authority}:${settings.client_id}`;
    this.manager = new UserManager({
      ...settings,
      userStore: new WebStorageStateStore({ store: this.storage }),
      stateStore: new WebStorageStateStore({ store: this.storage }),
    });
    this.renewal = createTokenRenewal<User>({
      storedUser: () => this.manager.getUser(),
      refresh: () => this.manager.signinSilent(),
      refreshFromProviderSession: () => this.manager.signinSilent({ forceIframeAuth: true }),
      adopt: (user) => this.adopt(user),
      end: (reason) => this.end(reason),
      report: this.report,
      renewBeforeSeconds: this.renewBefore,
      lockName: `portal-token-renewal:${settings.authority}:${settings.client_id}`,
      locks: browserLocks(),
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
    const asked = this.pageLife.mark();
    try {
      await this.manager.metadataService.getMetadata();
    } catch (error) {
      // Cancelled because the page was going: nothing is known of the provider, nothing is cleared
      // (the next page asks again). On a page that is going this never resolves.
      if (await this.pageLife.leftSince(asked)) return 'ready';
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
    if (isSignInCallback(url)) return this.completeSignIn(url);

    const stored = await this.manager.getUser();
    if (stored && !stored.expired) {
      await this.adopt(stored);
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

  /** Renews the access token (see session/tokenRenewal.ts). */
  renew(): Promise<User | null> {
    return this.renewal.renew();
  }

  private lastRenewedForRejectionAt: number | null = null;
  private rejection: Promise<'renewed' | 'ended'> | null = null;

  /**
   * The API refused the access token a request carried (HTTP 401): the token is renewed once (the
   * calls are then asked again), and a renewed token refused too, or one that cannot be renewed,
   * ends the session as an expired one (docs/RULES.md#sign-in-and-session-end token_expires: the client is told and signs in
   * again). Refusals arriving together share one renewal.
   */
  rejected(tokenUsed: string | null): Promise<'renewed' | 'ended'> {
    this.rejection ??= this.handleRejection(tokenUsed).finally(() => {
      this.rejection = null;
    });
    return this.rejection;
  }

  private async handleRejection(tokenUsed: string | null): Promise<'renewed' | 'ended'> {
    const state = this.state;
    const outcome = rejectionOutcome({
      tokenUsed,
      currentToken: state.status === 'signed-in' ? state.user.access_token : null,
      lastRenewedForRejectionAt: this.lastRenewedForRejectionAt,
      now: Date.now(),
    });
    if (outcome === 'stale') return 'renewed';
    if (outcome === 'renew') {
      this.lastRenewedForRejectionAt = Date.now();
      if (await this.renewal.renew(tokenUsed ?? undefined)) return 'renewed';
    }
    await this.end('token_expires');
    return 'ended';
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
    const next = afterSignIn((user.state as { returnUrl?: unknown } | undefined)?.returnUrl, {
      currentOrigin: this.location.origin,
      allowedOrigins: this.options.config.allowedReturnOrigins,
      basePath: new URL(this.options.appBaseUrl).pathname,
    });
    if (next.kind === 'assign') {
      this.location.assign(next.url);
      return 'redirecting';
    }
    window.history.replaceState(null, '', next.path);
    return 'ready';
  }

  /** A user stored by this or another tab becomes this tab's (and fires oidc-client-ts's timers). */
  private async adopt(user: User) {
    await this.manager.events.load(user, false);
    this.signedIn(user);
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
      report: this.report,
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
      if (this.leadership.isLeader()) void this.renew();
    });
    this.leadership = electLeader({
      locks: browserLocks(),
      lockName: this.leaderLockName,
      onLead: () =>
        void this.manager.getUser().then((stored) => {
          if (stored && (stored.expires_in ?? 0) <= this.renewBefore) void this.renew();
        }),
    });
    events.addAccessTokenExpired(() => {
      // A renewal still in flight may yet succeed; otherwise the session is over (docs/RULES.md#sign-in-and-session-end token_expires).
      void (this.renewal.inFlight() ?? Promise.resolve(null)).then((renewed) => {
        const state = this.state;
        const expired = state.status === 'signed-in' && (state.user.expires_at ?? 0) * 1000 <= Date.now();
        if (!renewed && expired) void this.end('token_expires');
      });
    });
    events.addUserSignedOut(() => void this.end('session_terminated'));
    listenToOtherTabs({
      target: window,
      storage: this.storage,
      userStoreKey: this.userStoreKey,
      onSignedOut: () => void this.end('session_terminated'),
      onRenewed: () =>
        void this.manager.getUser().then(async (user) => {
          if (user && !user.expired && this.state.status === 'signed-in') await this.adopt(user);
        }),
    });
  }
}

import { describe, expect, it, vi } from 'vitest';
import type { SessionEndReason } from '../sessionRules.ts';
import { FakeLocks } from './fakeLocks.ts';
import { electLeader } from './leaderElection.ts';
import { listenToOtherTabs } from './otherTabs.ts';
import { afterSignIn, isSignInCallback } from './signInCallback.ts';
import { createTokenRenewal, type RenewableUser, type TokenRenewalDeps } from './tokenRenewal.ts';

interface TestUser extends RenewableUser {
  token: string;
}

/** Shared storage of the stored user, as localStorage is between tabs. */
function sharedStore(initial: TestUser | null) {
  return { user: initial };
}

function tab(store: { user: TestUser | null }, overrides: Partial<TokenRenewalDeps<TestUser>> = {}) {
  const ended: SessionEndReason[] = [];
  const adopted: TestUser[] = [];
  const refresh = vi.fn(async (): Promise<TestUser | null> => {
    // The provider rotates the refresh token; the new user lands in the shared store.
    store.user = { token: `renewed-${refresh.mock.calls.length}`, expires_in: 300 };
    return store.user;
  });
  const report = vi.fn();
  const refreshFromProviderSession = vi.fn(async (): Promise<TestUser | null> => {
    store.user = { token: 'from-provider-session', expires_in: 300 };
    return store.user;
  });
  const deps: TokenRenewalDeps<TestUser> = {
    storedUser: async () => store.user,
    refresh,
    refreshFromProviderSession,
    adopt: async (user) => {
      adopted.push(user);
    },
    end: async (reason) => {
      ended.push(reason);
    },
    report,
    renewBeforeSeconds: 30,
    lockName: 'portal-token-renewal:test',
    locks: new FakeLocks(),
    ...overrides,
  };
  return {
    renewal: createTokenRenewal(deps),
    refresh: deps.refresh,
    refreshFromProviderSession: deps.refreshFromProviderSession,
    ended,
    adopted,
    report,
  };
}

describe('token renewal', () => {
  it('ends the session when no user is stored (signed out elsewhere)', async () => {
    const { renewal, refresh, ended } = tab(sharedStore(null));
    await expect(renewal.renew()).resolves.toBeNull();
    expect(ended).toEqual(['session_terminated']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('spends the refresh token when the stored token is about to expire', async () => {
    const { renewal, refresh } = tab(sharedStore({ token: 'old', expires_in: 10 }));
    await expect(renewal.renew()).resolves.toEqual({ token: 'renewed-1', expires_in: 300 });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('adopts a token another tab already renewed instead of spending the rotated refresh token', async () => {
    const { renewal, refresh, adopted } = tab(sharedStore({ token: 'fresh', expires_in: 250 }));
    await expect(renewal.renew()).resolves.toEqual({ token: 'fresh', expires_in: 250 });
    expect(refresh).not.toHaveBeenCalled();
    expect(adopted).toEqual([{ token: 'fresh', expires_in: 250 }]);
  });

  it.each<[string, string | undefined, string, boolean]>([
    ['a fresh token the API refused (401): renewed anyway', 'fresh', 'renewed-1', true],
    ['a fresh token after another one was refused: another tab renewed it, taken', 'older', 'fresh', false],
    ['a fresh token, nothing refused: taken', undefined, 'fresh', false],
  ])('%s', async (_name, refusedToken, expected, refreshed) => {
    const { renewal, refresh } = tab(sharedStore({ token: 'fresh', access_token: 'fresh', expires_in: 250 }));
    await expect(renewal.renew(refusedToken)).resolves.toMatchObject({ token: expected });
    expect(refresh).toHaveBeenCalledTimes(refreshed ? 1 : 0);
  });

  it.each<[string, unknown, SessionEndReason[]]>([
    ['login_required (the provider session is gone)', { error: 'login_required' }, ['session_terminated']],
    ['a passing provider error', { error: 'temporarily_unavailable' }, []],
    ['a network failure', new TypeError('Failed to fetch'), []],
    ['an answer without a code', null, []],
  ])(
    'a refresh that fails with %s: reported, and the session ends only when the provider says so',
    async (_name, failure, expected) => {
      const { renewal, ended, report, refreshFromProviderSession } = tab(
        sharedStore({ token: 'old', expires_in: 5 }),
        { refresh: () => Promise.reject(failure) },
      );
      await expect(renewal.renew()).resolves.toBeNull();
      expect(report).toHaveBeenCalledWith(failure);
      expect(ended).toEqual(expected);
      expect(refreshFromProviderSession).not.toHaveBeenCalled();
    },
  );

  it('a spent refresh token (a page left while its renewal was on the way): the provider session renews it, quietly', async () => {
    const { renewal, ended, report, refreshFromProviderSession } = tab(
      sharedStore({ token: 'old', expires_in: 5 }),
      { refresh: () => Promise.reject({ error: 'invalid_grant' }) },
    );
    await expect(renewal.renew()).resolves.toEqual({ token: 'from-provider-session', expires_in: 300 });
    expect(refreshFromProviderSession).toHaveBeenCalledOnce();
    expect(ended).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, SessionEndReason[]]>([
    ['login_required (signed out at the provider)', { error: 'login_required' }, ['session_terminated']],
    ['interaction_required', { error: 'interaction_required' }, ['session_terminated']],
    ['consent_required', { error: 'consent_required' }, ['session_terminated']],
    ['a frame that never answers', new Error('IFrame timed out without a response'), []],
    ['a passing provider error', { error: 'temporarily_unavailable' }, []],
  ])(
    'a spent refresh token and a provider session that answers %s: both reported; ended only when signed out there',
    async (_name, failure, expected) => {
      const spent = { error: 'invalid_grant' };
      const { renewal, ended, report } = tab(sharedStore({ token: 'old', expires_in: 5 }), {
        refresh: () => Promise.reject(spent),
        refreshFromProviderSession: () => Promise.reject(failure),
      });
      await expect(renewal.renew()).resolves.toBeNull();
      expect(report.mock.calls).toEqual([[spent], [failure]]);
      expect(ended).toEqual(expected);
    },
  );

  it('asks the provider once for renewals asked at the same time in one tab', async () => {
    const { renewal, refresh } = tab(sharedStore({ token: 'old', expires_in: 5 }));
    const [a, b] = await Promise.all([renewal.renew(), renewal.renew()]);
    expect(a).toBe(b);
    expect(refresh).toHaveBeenCalledOnce();
    expect(renewal.inFlight()).toBeNull();
  });

  it('two tabs renewing at once: one spends the refresh token, the other waits and adopts its result', async () => {
    const store = sharedStore({ token: 'old', expires_in: 5 });
    const locks = new FakeLocks();
    const first = tab(store, { locks });
    const second = tab(store, { locks });
    const [a, b] = await Promise.all([first.renewal.renew(), second.renewal.renew()]);
    expect(first.refresh).toHaveBeenCalledOnce();
    expect(second.refresh).not.toHaveBeenCalled();
    expect(b).toEqual(a);
    expect(second.adopted).toEqual([a]);
    expect(locks.granted).toEqual(['portal-token-renewal:test', 'portal-token-renewal:test']);
  });

  it('renews without Web Locks (an old webview: one tab)', async () => {
    const { renewal, refresh } = tab(sharedStore({ token: 'old', expires_in: 5 }), { locks: undefined });
    await expect(renewal.renew()).resolves.toMatchObject({ token: 'renewed-1' });
    expect(refresh).toHaveBeenCalledOnce();
  });
});

describe('leader election', () => {
  it('the first tab leads; the next takes over only when the leader goes away', async () => {
    const locks = new FakeLocks();
    const onLeadA = vi.fn();
    const onLeadB = vi.fn();
    const a = electLeader({ locks, lockName: 'portal-token-leader:test', onLead: onLeadA });
    const b = electLeader({ locks, lockName: 'portal-token-leader:test', onLead: onLeadB });
    await vi.waitFor(() => expect(a.isLeader()).toBe(true));
    expect(onLeadA).toHaveBeenCalledOnce();
    expect(b.isLeader()).toBe(false);
    expect(onLeadB).not.toHaveBeenCalled();
    locks.closeHolder('portal-token-leader:test');
    await vi.waitFor(() => expect(b.isLeader()).toBe(true));
    expect(onLeadB).toHaveBeenCalledOnce();
  });

  it('leads at once without Web Locks', () => {
    expect(electLeader({ locks: undefined, lockName: 'x', onLead: () => undefined }).isLeader()).toBe(true);
  });
});

describe('other tabs (storage events on the shared user key)', () => {
  const storage = {} as Storage;
  const otherStorage = {} as Storage;
  const key = 'oidc.user:https://idp.example.cl:portal-web';

  function storageEvent(init: { key: string | null; newValue: string | null; storageArea: Storage }) {
    return Object.assign(new Event('storage'), init);
  }

  it.each<[string, { key: string | null; newValue: string | null; storageArea: Storage }, string[]]>([
    ['the user removed: signed out elsewhere', { key, newValue: null, storageArea: storage }, ['signed-out']],
    [
      'a new user stored: renewed elsewhere',
      { key, newValue: '{"access_token":"x"}', storageArea: storage },
      ['renewed'],
    ],
    ['another key', { key: 'bp_debug', newValue: 'True', storageArea: storage }, []],
    ['another storage area', { key, newValue: null, storageArea: otherStorage }, []],
    ['storage cleared', { key: null, newValue: null, storageArea: storage }, []],
  ])('%s', (_name, init, expected) => {
    const target = new EventTarget();
    const seen: string[] = [];
    listenToOtherTabs({
      target: target as unknown as Window,
      storage,
      userStoreKey: key,
      onSignedOut: () => seen.push('signed-out'),
      onRenewed: () => seen.push('renewed'),
    });
    target.dispatchEvent(storageEvent(init));
    expect(seen).toEqual(expected);
  });

  it('stops listening when asked', () => {
    const target = new EventTarget();
    const onSignedOut = vi.fn();
    const stop = listenToOtherTabs({
      target: target as unknown as Window,
      storage,
      userStoreKey: key,
      onSignedOut,
      onRenewed: () => undefined,
    });
    stop();
    target.dispatchEvent(storageEvent({ key, newValue: null, storageArea: storage }));
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('sign-in callback', () => {
  it.each([
    ['https://portal.example.cl/auth/login/?code=abc&state=xyz', true],
    ['https://portal.example.cl/portal/auth/login/?code=abc&state=xyz', true],
    ['https://portal.example.cl/auth/login/?code=abc', false],
    ['https://portal.example.cl/auth/login/?error=login_required&state=xyz', false],
    ['https://portal.example.cl/dashboard?code=abc&state=xyz', false],
  ])('%s is a callback: %s', (url, expected) => {
    expect(isSignInCallback(new URL(url))).toBe(expected);
  });

  const options = {
    currentOrigin: 'https://portal.example.cl',
    allowedOrigins: ['https://app.example.cl'],
    basePath: '/',
  };

  it.each([
    [
      'a path of this site',
      '/goals/12#summary',
      { kind: 'replace', path: 'https://portal.example.cl/auth/login#/goals/12#summary' },
    ],
    [
      'an allowed origin',
      'https://app.example.cl/deposit/7',
      { kind: 'assign', url: 'https://app.example.cl/auth/login#/deposit/7' },
    ],
    ['a foreign site', 'https://evil.example/x', { kind: 'replace', path: '/auth/login#/dashboard' }],
    ['nothing saved', undefined, { kind: 'replace', path: '/auth/login#/dashboard' }],
  ])('after sign-in with %s', (_name, saved, expected) => {
    expect(afterSignIn(saved, options)).toEqual(expected);
  });
});

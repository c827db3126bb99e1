import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, storageKeys } from '../storage/keys.ts';
import { tellWebview, type WebviewHost } from '../webview/bridge.ts';
import {
  clearStoredFlags,
  enterAsId,
  isAdministratorSession,
  onDiscoveryFailure,
  onSessionEnded,
  onTokenReceived,
  rejectionOutcome,
  rejectionWindowMs,
  SessionEndedError,
  type SessionEndReason,
  startEnterAs,
  stopEnterAs,
} from './sessionRules.ts';

const impersonating = () =>
  memoryStorage({
    [storageKeys.enterAsId]: 'user-7',
    [storageKeys.isAdmin]: 'true',
    [storageKeys.accessToken]: 'old',
    [storageKeys.debug]: 'True',
  });

describe('session rules (docs/RULES.md#sign-in-and-session-end)', () => {
  it('on token received stores the token and tells the webview', () => {
    const storage = memoryStorage();
    const tell = vi.fn();
    onTokenReceived('tok-1', { storage, tell });
    expect(storage.getItem(storageKeys.accessToken)).toBe('tok-1');
    expect(tell).toHaveBeenCalledWith({ type: 'logged-in' });
  });

  it.each<SessionEndReason>(['session_terminated', 'token_expires'])(
    'on %s removes the enter-as id and admin flag, logs out, then tells the webview',
    async (reason) => {
      const storage = impersonating();
      const order: string[] = [];
      await onSessionEnded(reason, {
        storage,
        logout: () => void order.push('logout'),
        tell: (event) => void order.push(JSON.stringify(event)),
        report: (error) =>
          void order.push(`report ${error instanceof SessionEndedError ? error.reason : String(error)}`),
      });
      expect(storage.dump()).toEqual({ [storageKeys.debug]: 'True' });
      // docs/RULES.md#error-texts: the end is reported (in Production, to the error-reporting service).
      expect(order).toEqual([`report ${reason}`, 'logout', JSON.stringify({ type: 'logged-out', reason })]);
    },
  );

  it('on discovery failure clears both flags, reports the error and logs out', async () => {
    const storage = impersonating();
    const report = vi.fn();
    const logout = vi.fn();
    const error = new Error('discovery down');
    await onDiscoveryFailure(error, { storage, report, logout, tell: () => undefined });
    expect(storage.getItem(storageKeys.enterAsId)).toBeNull();
    expect(storage.getItem(storageKeys.isAdmin)).toBeNull();
    expect(report).toHaveBeenCalledWith(error);
    expect(logout).toHaveBeenCalledOnce();
  });
});

describe('/clear (docs/RULES.md#routes-and-layouts, #entities stored flags)', () => {
  it.each([
    [
      'every flag set',
      { 'bp-enter-as-id': 'u1', bp_is_admin: 'true', bp_debug: 'True', bp_access_token: 'x' },
    ],
    ['only the debug setting', { bp_debug: 'True' }],
    ['nothing stored', {}],
  ])('%s: no flag is left, other keys stay', (_name, flags) => {
    const storage = memoryStorage({ ...flags, 'portal-theme': 'teal' });
    clearStoredFlags(storage);
    expect(storage.dump()).toEqual({ 'portal-theme': 'teal' });
    for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
  });
});

describe('impersonation (docs/RULES.md#acting-as-another-account)', () => {
  it('stores and clears the enter-as id with the admin flag', () => {
    const storage = memoryStorage();
    startEnterAs(storage, 'user-9', { asAdministrator: true });
    expect(enterAsId(storage)).toBe('user-9');
    expect(storage.getItem(storageKeys.isAdmin)).toBe('true');
    stopEnterAs(storage);
    expect(enterAsId(storage)).toBeNull();
    expect(storage.getItem(storageKeys.isAdmin)).toBeNull();
  });

  it('refuses an empty id', () => {
    expect(() => startEnterAs(memoryStorage(), '  ', { asAdministrator: true })).toThrow();
  });

  it('a representative entering a company is not remembered as an administrator', () => {
    const storage = memoryStorage({ [storageKeys.isAdmin]: 'true' });
    startEnterAs(storage, 'co-1', { asAdministrator: false });
    expect(enterAsId(storage)).toBe('co-1');
    expect(storage.getItem(storageKeys.isAdmin)).toBeNull();
  });

  it.each([
    ['an administrator in their own account', {}, { isAdmin: true }, true],
    ['an administrator acting for a client', { [storageKeys.isAdmin]: 'true' }, { isAdmin: false }, true],
    ['a client', {}, { isAdmin: false }, false],
    ['a representative in their company', { [storageKeys.enterAsId]: 'co-1' }, { isAdmin: null }, false],
  ])('isAdministratorSession: %s -> %s', (_case, stored, user, expected) => {
    expect(isAdministratorSession(memoryStorage(stored), user)).toBe(expected);
  });
});

describe('webview bridge', () => {
  it.each<[string, (post: (m: string) => void) => WebviewHost]>([
    ['React Native', (postMessage) => ({ ReactNativeWebView: { postMessage } })],
    ['iOS WKWebView', (postMessage) => ({ webkit: { messageHandlers: { portal: { postMessage } } } })],
    ['Android', (postMessage) => ({ PortalAndroid: { postMessage } })],
  ])('posts a JSON message to the %s host', (_name, makeHost) => {
    const post = vi.fn();
    expect(tellWebview({ type: 'logged-in' }, makeHost(post))).toBe(true);
    expect(JSON.parse(post.mock.calls[0]?.[0])).toEqual({ source: 'client-portal', type: 'logged-in' });
  });

  it('does nothing in a plain browser', () => {
    expect(tellWebview({ type: 'logged-out', reason: 'token_expires' }, {})).toBe(false);
  });
});

describe('rejectionOutcome: the API refuses the access token (HTTP 401)', () => {
  const now = 1_000_000;
  it.each<[string, string | null, string | null, number | null, 'stale' | 'renew' | 'end']>([
    ['the first refusal of the current token: renew once', 'a', 'a', null, 'renew'],
    ['a request sent with a token since replaced: ask again', 'old', 'new', now - 1_000, 'stale'],
    ['the renewed token refused too, seconds later: the session is over', 'b', 'b', now - 5_000, 'end'],
    [
      'refused again long after the last renewal: renew once more',
      'b',
      'b',
      now - rejectionWindowMs,
      'renew',
    ],
    ['no session any more', 'a', null, null, 'end'],
    ['a request sent before any token (none used)', null, 'a', null, 'renew'],
  ])('%s', (_name, tokenUsed, currentToken, lastRenewedForRejectionAt, expected) => {
    expect(rejectionOutcome({ tokenUsed, currentToken, lastRenewedForRejectionAt, now })).toBe(expected);
  });
});

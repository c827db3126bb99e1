import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/keys.ts';
import { createSessionStore, isUsable, readStoredUser, storedUserKey } from './sessionStore.ts';

const key = storedUserKey('http://127.0.0.1:4000', 'portal-web');

describe('readStoredUser', () => {
  it.each<[string, string | undefined, boolean]>([
    ['a stored user', JSON.stringify({ access_token: 'a', expires_at: 10, profile: { sub: 'x' } }), true],
    ['nothing', undefined, false],
    ['not JSON', '{oops', false],
    ['no token', JSON.stringify({ expires_at: 10, profile: { sub: 'x' } }), false],
    ['no subject', JSON.stringify({ access_token: 'a', profile: {} }), false],
    ['a string', JSON.stringify('token'), false],
  ])('%s -> user: %s', (_name, raw, found) => {
    const storage = memoryStorage(raw === undefined ? {} : { [key]: raw });
    expect(readStoredUser(storage, key) !== null).toBe(found);
  });

  it('uses the key oidc-client-ts writes', () => {
    expect(key).toBe('oidc.user:http://127.0.0.1:4000:portal-web');
  });
});

describe('isUsable', () => {
  const user = (expires_at?: number) => ({ access_token: 'a', expires_at, profile: { sub: 'x' } });
  it.each<[string, number | undefined, boolean]>([
    ['an hour left', 1_000 + 3600, true],
    ['6 s left', 1_000 + 6, true],
    ['5 s left (the margin)', 1_000 + 5, false],
    ['expired', 999, false],
    ['no expiry', undefined, false],
  ])('%s -> %s', (_name, expiresAt, usable) => {
    expect(isUsable(user(expiresAt), 1_000_000)).toBe(usable);
  });
});

describe('createSessionStore', () => {
  it('tells subscribers and gives the token only when signed in', () => {
    const store = createSessionStore();
    const seen: string[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.status));
    expect(store.accessToken()).toBeNull();
    store.set({ status: 'signed-in', user: { access_token: 't', profile: { sub: 'x' } } });
    expect(store.accessToken()).toBe('t');
    store.set({ status: 'ended', reason: 'token_expires' });
    unsubscribe();
    store.set({ status: 'starting' });
    expect(seen).toEqual(['signed-in', 'ended']);
    expect(store.accessToken()).toBeNull();
  });
});

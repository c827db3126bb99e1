import { memoryStorage } from '@portal/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoDelays, mockDelay, mockDelaysEnabled, setMockDelays } from './delay.ts';
import { defineMockState, persistMockStore, resetMockStore } from './store.ts';

afterEach(() => {
  setMockDelays(false);
  vi.useRealTimers();
});

describe('mock delays', () => {
  it('are off under test', () => {
    expect(mockDelaysEnabled()).toBe(false);
  });

  it('wait the given time when switched on', async () => {
    setMockDelays(true);
    const started = performance.now();
    await mockDelay(40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('do not wait when off', async () => {
    const started = performance.now();
    await mockDelay(5000);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('carry the spec values', () => {
    expect(demoDelays).toEqual({
      inventory: 300,
      mailbox: 625,
      signIn: 1500,
      signUp: 1500,
      passwordMail: 1000,
    });
  });
});

describe('mock store', () => {
  it('resets every domain to a fresh copy of its fixtures', () => {
    const state = defineMockState('test-domain', () => ({ items: [1, 2] }));
    state.get().items.push(3);
    state.set({ items: [] });
    resetMockStore();
    expect(state.get()).toEqual({ items: [1, 2] });
    state.get().items.push(9);
    resetMockStore();
    expect(state.get().items).toEqual([1, 2]);
  });

  it('keeps persisted domains in the given storage, across a reload, until reset', () => {
    const storage = memoryStorage();
    persistMockStore(storage);
    const kept = defineMockState('test-kept', () => ({ orders: [] as string[] }), { persist: true });
    const memoryOnly = defineMockState('test-memory', () => ({ orders: [] as string[] }));
    kept.set({ orders: ['dep-1'] });
    memoryOnly.set({ orders: ['x'] });
    expect(storage.dump()).toEqual({ 'portal.mock.test-kept': '{"orders":["dep-1"]}' });
    // A reload: the module defines its state again and finds what the tab kept.
    const again = defineMockState('test-kept', () => ({ orders: [] as string[] }), { persist: true });
    expect(again.get()).toEqual({ orders: ['dep-1'] });
    resetMockStore();
    expect(again.get()).toEqual({ orders: [] });
    expect(storage.dump()).toEqual({});
  });

  it('starts from the fixtures when the stored state is not JSON', () => {
    const storage = memoryStorage({ 'portal.mock.test-broken': '{not json' });
    persistMockStore(storage);
    const state = defineMockState('test-broken', () => ({ ok: true }), { persist: true });
    expect(state.get()).toEqual({ ok: true });
  });
});

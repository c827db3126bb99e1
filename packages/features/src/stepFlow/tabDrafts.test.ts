import { describe, expect, it } from 'vitest';
import { keepTabDraftsFor } from './tabDrafts.ts';

class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const drafts = {
  'portal.draft.rescue.103': '{}',
  'portal.typing./goals/new#meta': '{"title":"Viaje a Chiloé"}',
  'portal.write-keys.advisor-meeting': '{}',
  'confirmation-code:rescue:103': '{}',
};
const theirs = { 'mock-store.flows': '{}', 'portal-theme': 'teal' };

describe('keepTabDraftsFor: the flows drafts belong to whom they were typed for', () => {
  it.each<[string, string | null, string, boolean]>([
    ['the first sign-in in the tab', null, '2018437', true],
    ['the same person again (a session that ended)', '2018437', '2018437', true],
    ['another person', '2018437', '3120554', false],
    ['an administrator now acting for a client', '1000012', '1000012|2018437', false],
  ])('%s: drafts kept %s', (_case, previous, owner, kept) => {
    const storage = new MemoryStorage();
    for (const [key, value] of Object.entries({ ...drafts, ...theirs })) storage.setItem(key, value);
    if (previous) storage.setItem('portal.tab-drafts-owner', previous);
    keepTabDraftsFor(storage, owner);
    for (const key of Object.keys(drafts)) expect(storage.getItem(key) !== null, key).toBe(kept);
    // What is not a flow's stays (the demo backend's store, a setting).
    for (const key of Object.keys(theirs)) expect(storage.getItem(key)).not.toBeNull();
    expect(storage.getItem('portal.tab-drafts-owner')).toBe(owner);
  });
});

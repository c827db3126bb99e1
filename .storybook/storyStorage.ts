/**
 * Story tests run many stories side by side in iframes of one origin, which share localStorage and
 * sessionStorage: one story's stored enter-as id or answered risk prompt would leak into another.
 * Each preview window gets its own in-memory storages instead, emptied before every story.
 */
class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
}

const storages = { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() };
for (const [name, storage] of Object.entries(storages)) {
  Object.defineProperty(window, name, { value: storage, configurable: true });
}

/** Empties both storages (before each story). */
export function clearStoryStorage(): void {
  storages.localStorage.clear();
  storages.sessionStorage.clear();
}

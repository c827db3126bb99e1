/**
 * A resettable store for the mock backend: each domain registers how to build its initial data.
 * Domains defined with `persist` also live in a storage once `persistMockStore` is called (the
 * browser demo hands it the tab's sessionStorage), so what a client did (a deposit, a booked
 * meeting) survives a reload, as it would on a real backend, and is gone with the tab.
 */
const factories = new Map<string, () => unknown>();
const values = new Map<string, unknown>();
const persisted = new Set<string>();

type MockStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
let storage: MockStorage | null = null;
const prefix = 'portal.mock.';

function write(domain: string, value: unknown): void {
  if (!storage || !persisted.has(domain)) return;
  try {
    storage.setItem(`${prefix}${domain}`, JSON.stringify(value));
  } catch {
    // A full or refusing storage keeps the state in memory only.
  }
}

function read(domain: string): unknown {
  try {
    const stored = storage?.getItem(`${prefix}${domain}`);
    return stored ? JSON.parse(stored) : undefined;
  } catch {
    // Not JSON (a hand edit): the fixtures it is.
    return undefined;
  }
}

export function defineMockState<T>(
  domain: string,
  initial: () => T,
  options: { persist?: boolean } = {},
): { get(): T; set(next: T): void } {
  factories.set(domain, initial);
  if (options.persist) persisted.add(domain);
  values.set(domain, (options.persist ? read(domain) : undefined) ?? structuredClone(initial()));
  return {
    get: () => values.get(domain) as T,
    set: (next) => {
      values.set(domain, next);
      write(domain, next);
    },
  };
}

/** Keeps the persisted domains in a storage from now on, starting from what it already holds. */
export function persistMockStore(target: MockStorage): void {
  storage = target;
  for (const domain of persisted) {
    const stored = read(domain);
    if (stored !== undefined) values.set(domain, stored);
  }
}

/** Puts every domain back to its fixtures (tests call it in beforeEach; stories before each story). */
export function resetMockStore(): void {
  for (const [domain, initial] of factories) {
    values.set(domain, structuredClone(initial()));
    if (persisted.has(domain)) storage?.removeItem(`${prefix}${domain}`);
  }
}

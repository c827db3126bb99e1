/** A resettable in-memory store: each domain registers how to build its initial data. */
const factories = new Map<string, () => unknown>();
const values = new Map<string, unknown>();

export function defineMockState<T>(domain: string, initial: () => T): { get(): T; set(next: T): void } {
  factories.set(domain, initial);
  values.set(domain, structuredClone(initial()));
  return {
    get: () => values.get(domain) as T,
    set: (next) => void values.set(domain, next),
  };
}

/** Puts every domain back to its fixtures (tests call it in beforeEach; stories before each story). */
export function resetMockStore(): void {
  for (const [domain, initial] of factories) values.set(domain, structuredClone(initial()));
}

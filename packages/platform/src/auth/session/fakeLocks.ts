import type { LockManagerLike } from './locks.ts';

/**
 * A Web Locks stand-in for unit tests: exclusive locks by name, granted in request order, shared by
 * every "tab" given the same instance. `closeHolder` plays the holding tab going away.
 */
export class FakeLocks implements LockManagerLike {
  private readonly waiting = new Map<string, Array<() => void>>();
  private readonly holders = new Map<string, () => void>();
  readonly granted: string[] = [];

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          this.holders.delete(name);
          this.waiting.get(name)?.shift()?.();
        };
        this.holders.set(name, release);
        this.granted.push(name);
        callback().then(
          (value) => {
            release();
            resolve(value);
          },
          (error: unknown) => {
            release();
            reject(error);
          },
        );
      };
      if (this.holders.has(name)) {
        const queue = this.waiting.get(name) ?? [];
        queue.push(start);
        this.waiting.set(name, queue);
      } else start();
    });
  }

  /** The tab holding the lock closed: the lock passes to the next in line. */
  closeHolder(name: string) {
    this.holders.get(name)?.();
  }
}

/** The part of the Web Locks API the session uses (navigator.locks), so tests can hand in a fake. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** navigator.locks where the browser has it; undefined in old webviews and in Node. */
export function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined;
}

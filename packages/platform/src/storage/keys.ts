/**
 * Id of the user an administrator is acting as (impersonation). A constant of its own as well, so
 * the early start (a 2 KB script) carries this one key and not the whole table.
 */
export const enterAsIdKey = 'bp-enter-as-id';

/** The last config.json the early start was served, for the next visit (docs/RULES.md#early-start). */
export const earlyConfigKey = 'portal-early-config';

/** Keys the portal keeps in the browser's storage (docs/RULES.md#entities "Stored flags"). One place, so they never drift. */
export const storageKeys = {
  /** Id of the user an administrator is acting as (impersonation). */
  enterAsId: enterAsIdKey,
  /** "true" while an administrator is impersonating. */
  isAdmin: 'bp_is_admin',
  /** Local setting: "True" shows the debug entry of the user menu. */
  debug: 'bp_debug',
  /** The current access token, stored on the token-received event (docs/RULES.md#sign-in-and-session-end). */
  accessToken: 'bp_access_token',
  /** The last config.json the early start was served. */
  earlyConfig: earlyConfigKey,
} as const;

/** The slice of the Storage API the portal uses: lets tests pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

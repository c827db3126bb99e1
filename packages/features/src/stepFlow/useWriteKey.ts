import { useRef } from 'react';
import * as z from 'zod/mini';
import { keyForOrder, type OrderKeys, orderKeysSchema } from './orderKeys.ts';
import { writeKeysPrefix } from './tabDrafts.ts';
import { useSessionDraft } from './useSessionDraft.ts';

/**
 * The idempotency key of a write outside a step flow (an advisor booking, a company's application,
 * the US brokerage's activation, a contract's acceptance), by the rule of the flows' orders
 * (docs/RULES.md#idempotency-and-field-errors): the key belongs to the write's content, and is kept in
 * the tab under `scope`, so a retry, a reload or the same choice made again sends the same key and
 * the server acts once; another content is another write. `forget` once it is done: the next such
 * write is a new one.
 *
 * `hold` a key whose write's outcome is unknown (its answer lost): until `release` or `forget`,
 * every write sends it whatever its content, so the server answers with what it did, if it did,
 * and a changed choice cannot make a second write beside the first.
 */
export function useWriteKey(scope: string) {
  const store = useSessionDraft(`${writeKeysPrefix}${scope}`, orderKeysSchema, {});
  const held = useSessionDraft(`${writeKeysPrefix}${scope}:held`, heldKeySchema, null);
  // Two writes asked for within one render (a double click) see the same keys.
  const latest = useRef<OrderKeys>(store.draft);
  latest.current = store.draft;
  return {
    keyFor: (content: unknown): string => {
      if (held.draft) return held.draft;
      const { key, keys, isNew } = keyForOrder(latest.current, content);
      if (isNew) {
        latest.current = keys;
        store.save(keys);
      }
      return key;
    },
    hold: (key: string) => held.save(key),
    release: () => held.clear(),
    forget: () => {
      latest.current = {};
      store.clear();
      held.clear();
    },
  } as const;
}

const heldKeySchema = z.nullable(z.string());

import { newIdempotencyKey } from '@portal/platform';
import * as z from 'zod/mini';

/**
 * The idempotency keys of the orders a draft has sent, by their content (docs/RULES.md#idempotency-and-field-errors):
 * an order's key belongs to what it asks for (its kind, goal, amount or share, currency, destination,
 * schedule), not to a step's submit. Going back and forward with the same content finds the same key,
 * so a lost answer's order is never placed twice; any change is a new order with a new key.
 */
export type OrderKeys = Record<string, string>;

/** The keys in a draft: absent in a draft of an older shape, which then knows none. */
export const orderKeysSchema = z._default(z.record(z.string(), z.string()), () => ({}));

/**
 * An order's content as one text: objects with their keys sorted (so the order they were written in
 * does not matter), `undefined` left out as JSON leaves it, arrays in their order.
 */
export function orderContent(content: unknown): string {
  return JSON.stringify(content, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  });
}

/**
 * The key for an order of this content: the one already given to the same content, or a fresh one,
 * which `keys` then remembers (so the draft can keep it before the order leaves).
 */
export function keyForOrder(
  keys: OrderKeys,
  content: unknown,
  fresh: () => string = newIdempotencyKey,
): { key: string; keys: OrderKeys; isNew: boolean } {
  const text = orderContent(content);
  const known = keys[text];
  if (known) return { key: known, keys, isNew: false };
  const key = fresh();
  return { key, keys: { ...keys, [text]: key }, isNew: true };
}

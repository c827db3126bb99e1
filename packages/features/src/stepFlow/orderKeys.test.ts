import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyForOrder, orderContent, orderKeysSchema } from './orderKeys.ts';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('orderContent: the same content is the same text, whatever order its fields came in', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['fields in another order', { goalId: 101, amount: 10_000 }, { amount: 10_000, goalId: 101 }, true],
    ['nested fields in another order', { a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } }, true],
    ['an undefined field is no field', { amount: 10_000, note: undefined }, { amount: 10_000 }, true],
    ['another amount', { goalId: 101, amount: 10_000 }, { goalId: 101, amount: 10_001 }, false],
    ['another account', { accountId: 'acc-1' }, { accountId: 'acc-2' }, false],
    ['a new account against a registered one', { accountId: 'new' }, { accountId: 'acc-1' }, false],
    ['a goal id as text or as a number', { goalId: 101 }, { goalId: '101' }, false],
    ['a list in another order', { days: [1, 2] }, { days: [2, 1] }, false],
    ['another kind of order', { order: 'deposit', amount: 1 }, { order: 'rescue', amount: 1 }, false],
  ])('%s → same: %s', (_case, first, second, same) => {
    expect(orderContent(first) === orderContent(second)).toBe(same);
  });
});

describe('keyForOrder: a key per content, kept across Back and Continue', () => {
  it.each<[string, (string | number)[], string[]]>([
    ['the same content twice', [10_000, 10_000], ['key-1', 'key-1']],
    ['a change makes a new key', [10_000, 20_000], ['key-1', 'key-2']],
    ['back to the first content finds its key', [10_000, 20_000, 10_000], ['key-1', 'key-2', 'key-1']],
    ['three contents', [1, 2, 3, 2, 1], ['key-1', 'key-2', 'key-3', 'key-2', 'key-1']],
  ])('%s', (_case, amounts, expected) => {
    const fresh = counter();
    let keys = {};
    const given = amounts.map((amount) => {
      const next = keyForOrder(keys, { order: 'deposit', goalId: 101, amount }, fresh);
      keys = next.keys;
      return next.key;
    });
    expect(given).toEqual(expected);
  });

  it('says whether the key is new, so the draft keeps it before the order leaves', () => {
    const first = keyForOrder({}, { amount: 1 }, counter());
    expect(first.isNew).toBe(true);
    expect(keyForOrder(first.keys, { amount: 1 }).isNew).toBe(false);
  });

  it('property: one key per distinct content, whatever the sequence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ goalId: fc.constantFrom(101, 102), amount: fc.nat(5) })),
        (contents) => {
          let keys = {};
          const byContent = new Map<string, string>();
          for (const content of contents) {
            const next = keyForOrder(keys, content);
            keys = next.keys;
            const text = orderContent(content);
            expect(byContent.get(text) ?? next.key).toBe(next.key);
            byContent.set(text, next.key);
          }
          expect(new Set(byContent.values()).size).toBe(byContent.size);
        },
      ),
    );
  });
});

describe('orderKeysSchema: the draft keeps its keys across a reload', () => {
  it.each<[string, unknown, Record<string, string> | 'invalid']>([
    ['absent (a draft of an older shape)', undefined, {}],
    ['kept', { '{"amount":1}': 'key-1' }, { '{"amount":1}': 'key-1' }],
    ['not a record', 'key-1', 'invalid'],
    ['a key that is not text', { '{"amount":1}': 1 }, 'invalid'],
  ])('%s', (_case, stored, expected) => {
    const parsed = orderKeysSchema.safeParse(stored);
    if (expected === 'invalid') expect(parsed.success).toBe(false);
    else expect(parsed.data).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotencyKey.ts';

describe('newIdempotencyKey', () => {
  it('is new every time, with or without randomUUID', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const withoutUuid = {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    } as Crypto;
    expect(newIdempotencyKey(withoutUuid)).toMatch(/^[0-9a-f]{32}$/);
  });
});

/**
 * A fresh Idempotency-Key for a write (an order, a booking, a signature): random and unique per
 * write, kept by the caller while it retries the same write, so the server acts once
 * (crypto.randomUUID where the context allows, random bytes where it does not).
 */
export function newIdempotencyKey(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

import { HttpError, InvalidResponseError, outcomeOfFailure, RequestTimeoutError } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { OrderNotPlacedError, OrderOutcomeUnknownError, placeOnce } from './orderOutcome.ts';

const httpError = (status: number) => new HttpError(new Response('{}', { status }), 'api/goals/101/deposits');

describe('outcomeOfFailure: a refusal is an answer; a lost answer is not', () => {
  it.each<[string, unknown, 'refused' | 'unknown']>([
    ['422 a field', httpError(422), 'refused'],
    ['403 no proof', httpError(403), 'refused'],
    ['423 locked', httpError(423), 'refused'],
    ['400 no key', httpError(400), 'refused'],
    ['500', httpError(500), 'unknown'],
    ['502 from a gateway', httpError(502), 'unknown'],
    ['504 a gateway timeout', httpError(504), 'unknown'],
    ['the network (fetch failed)', new TypeError('Failed to fetch'), 'unknown'],
    ['a timeout', new RequestTimeoutError('api/x', 10_000), 'unknown'],
    ['a body not the contract', new InvalidResponseError('api/x', []), 'unknown'],
  ])('%s → %s', (_case, error, outcome) => {
    expect(outcomeOfFailure(error)).toBe(outcome);
  });
});

describe('placeOnce: a lost answer is asked of the server by the key', () => {
  const receipt = { id: 'dep-1' };
  const lost = new TypeError('Failed to fetch');
  it.each<[string, () => Promise<typeof receipt>, () => Promise<typeof receipt | null>, string, boolean]>([
    ['answered', async () => receipt, async () => null, 'receipt', false],
    [
      'lost, and the order exists: its receipt',
      () => Promise.reject(lost),
      async () => receipt,
      'receipt',
      true,
    ],
    [
      'lost, and no order: not placed',
      () => Promise.reject(lost),
      async () => null,
      'OrderNotPlacedError',
      true,
    ],
    [
      'lost, and the check fails too: unknown',
      () => Promise.reject(lost),
      () => Promise.reject(lost),
      'OrderOutcomeUnknownError',
      true,
    ],
    [
      'a 500, and the order exists: its receipt',
      () => Promise.reject(httpError(500)),
      async () => receipt,
      'receipt',
      true,
    ],
    [
      'refused (422): passed on, nothing asked',
      () => Promise.reject(httpError(422)),
      async () => receipt,
      'HttpError',
      false,
    ],
  ])('%s', async (_case, order, placed, outcome, checked) => {
    let asked = false;
    const result = await placeOnce(order, placed, () => {
      asked = true;
    }).then(
      () => 'receipt',
      (error: Error) => error.name,
    );
    expect(result).toBe(outcome);
    expect(asked).toBe(checked);
  });

  it('keeps what failed, for the report', async () => {
    const error = await placeOnce(
      () => Promise.reject(lost),
      async () => null,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OrderNotPlacedError);
    expect((error as OrderNotPlacedError).cause).toBe(lost);
    const unknown = await placeOnce(
      () => Promise.reject(lost),
      () => Promise.reject(httpError(503)),
    ).catch((caught: unknown) => caught);
    expect(unknown).toBeInstanceOf(OrderOutcomeUnknownError);
  });
});

import { HttpError } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { settleByReading } from './settleByReading.ts';

const lost = new TypeError('Failed to fetch');
const refusal = () =>
  new HttpError(
    new Response(JSON.stringify({ message: 'Revisa la meta.', errors: { goalId: 'No.' } }), { status: 422 }),
    'api/favorite-goal',
  );

describe('settleByReading: a write with no answer is settled by what the server has now', () => {
  it.each<[string, () => Promise<string>, () => Promise<string>, string | Error]>([
    ['answered: its answer, nothing read', async () => 'written', async () => 'never read', 'written'],
    ['lost, and it holds: done', () => Promise.reject(lost), async () => 'wanted', 'wanted'],
    ['lost, and it does not hold: the write’s error', () => Promise.reject(lost), async () => 'other', lost],
    [
      'lost, and the read fails too: the write’s error',
      () => Promise.reject(lost),
      () => Promise.reject(new Error('read failed')),
      lost,
    ],
  ])('%s', async (_name, write, read, expected) => {
    const settled = settleByReading(write, read, (now) => (now === 'wanted' ? now : null));
    if (expected instanceof Error) await expect(settled).rejects.toBe(expected);
    else await expect(settled).resolves.toBe(expected);
  });

  it('a refusal on a field is an answer: nothing is read', async () => {
    let read = false;
    const error = refusal();
    await expect(
      settleByReading(
        () => Promise.reject(error),
        async () => {
          read = true;
          return 'wanted';
        },
        (now) => now,
      ),
    ).rejects.toBe(error);
    expect(read).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  accountOfOrder,
  type CodeLedger,
  type CodeOperation,
  checkCode,
  codeChallengeSchema,
  confirmationCodeIssue,
  isNewBankAccount,
  normalizeCode,
  sameCodeOperation,
  secondsUntil,
  sendCode,
} from './confirmationCode.ts';

const at = (time: string) => new Date(`2026-11-27T${time}.000Z`);
const next = { challengeId: 'c2', code: '222222', goalId: '101' };
const ledger = (more: Partial<CodeLedger> = {}): CodeLedger => ({
  challengeId: 'c1',
  code: '123456',
  goalId: '101',
  sentAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-27T10:10:00.000Z',
  wrongTries: 0,
  lockedUntil: null,
  ...more,
});

describe('confirmation codes (docs/RULES.md#confirmation-codes)', () => {
  it.each([
    ['nothing typed', '', 'required'],
    ['spaces only', '   ', 'required'],
    ['six digits', '123456', null],
    ['six digits with a space in the middle', '123 456', null],
    ['five digits', '12345', 'format'],
    ['seven digits', '1234567', 'format'],
    ['letters', '12a456', 'format'],
    ['pasted with a dash', '451-903', null],
    ['pasted with spaces around and between', ' 451 903 ', null],
    ['pasted with dots', '451.903', null],
    ['with a non-breaking space', '451\u00a0903', null],
    ['with an en dash', '451\u2013903', null],
    ['dashes only', '--', 'required'],
    ['a comma is not a separator', '451,903', 'format'],
  ] as const)('a typed code, %s: %s', (_name, code, issue) => {
    expect(confirmationCodeIssue(code)).toBe(issue);
  });

  it.each([
    ['451 903', '451903'],
    [' 451-903 ', '451903'],
    ['4.5.1.9.0.3', '451903'],
    ['451903', '451903'],
    ['45a903', '45a903'],
  ])('normalizeCode(%j) → %s', (typed, digits) => {
    expect(normalizeCode(typed)).toBe(digits);
  });

  const issued: CodeOperation = { goalId: '102', amount: 10_000, currency: 'CLP', account: 'acc-ind-1' };
  it.each<[string, Partial<CodeOperation>, boolean]>([
    ['the same operation', {}, true],
    ['another amount (a total instead of a part)', { amount: 2_150_000 }, false],
    ['another account', { account: 'new:001:corriente:12345678' }, false],
    ['another goal', { goalId: '101' }, false],
    ['another currency', { currency: 'USD' }, false],
    ['a schedule where there was none', { schedule: 'monthly:5' }, false],
  ])('a proof confirms %s: %s', (_name, change, same) => {
    expect(sameCodeOperation(issued, { ...issued, ...change })).toBe(same);
  });

  it.each<[string, Parameters<typeof accountOfOrder>[0], string]>([
    ['a registered account', { accountId: 'acc-ind-1' }, 'acc-ind-1'],
    [
      'a new account, by bank, type and digits',
      { accountId: 'new', newAccount: { bankCode: '001', type: 'vista', number: '12-345 678' } },
      'new:001:vista:12345678',
    ],
    ['nothing chosen', {}, ''],
  ])('accountOfOrder: %s → %s', (_name, order, account) => {
    expect(accountOfOrder(order)).toBe(account);
  });

  it.each([
    ['the first send', undefined, '10:00:00', { sentAt: '2026-11-27T10:00:00.000Z', wrongTries: 0 }],
    ['a resend 30 s later keeps the wrong tries', ledger({ wrongTries: 2 }), '10:00:30', { wrongTries: 2 }],
    [
      'a send after a lock ended starts the count again',
      ledger({ lockedUntil: '2026-11-27T10:15:00.000Z' }),
      '10:15:00',
      { wrongTries: 0, lockedUntil: null },
    ],
  ] as const)('%s is sent, good for 10 minutes', (_name, before, now, expected) => {
    const result = sendCode(before, next, at(now));
    expect(result).toEqual({
      sent: expect.objectContaining({
        ...expected,
        challengeId: 'c2',
        code: '222222',
        expiresAt: new Date(at(now).getTime() + 600_000).toISOString(),
      }),
    });
  });

  it.each([
    [
      '29 s after the last send',
      ledger(),
      '10:00:29',
      { refused: 'wait', resendAt: '2026-11-27T10:00:30.000Z' },
    ],
    [
      'while locked',
      ledger({ lockedUntil: '2026-11-27T10:15:00.000Z' }),
      '10:14:59',
      { refused: 'locked', lockedUntil: '2026-11-27T10:15:00.000Z' },
    ],
  ] as const)('a send %s is refused', (_name, before, now, expected) => {
    expect(sendCode(before, next, at(now))).toEqual(expected);
  });

  it.each([
    ['the right code', ledger(), '123456', '10:09:59', 'right', { code: '', wrongTries: 0 }],
    ['the right code with a space', ledger(), '123 456', '10:01:00', 'right', { code: '' }],
    ['a wrong code', ledger(), '654321', '10:01:00', 'wrong', { wrongTries: 1 }],
    ['a second wrong code', ledger({ wrongTries: 1 }), '654321', '10:01:00', 'wrong', { wrongTries: 2 }],
    [
      'the third wrong code in a row',
      ledger({ wrongTries: 2 }),
      '654321',
      '10:01:00',
      'locked',
      { code: '', wrongTries: 0, lockedUntil: '2026-11-27T10:16:00.000Z' },
    ],
    ['the right code at 10 minutes', ledger(), '123456', '10:10:00', 'expired', { code: '123456' }],
    ['a code already used', ledger({ code: '' }), '123456', '10:01:00', 'unknown', { code: '' }],
    ['an earlier challenge', ledger(), '123456', '10:01:00', 'unknown', { challengeId: 'c1' }],
    [
      'the right code while locked',
      ledger({ lockedUntil: '2026-11-27T10:15:00.000Z' }),
      '123456',
      '10:05:00',
      'locked',
      { lockedUntil: '2026-11-27T10:15:00.000Z' },
    ],
  ] as const)('%s: %s', (name, before, code, now, outcome, after) => {
    const challengeId = name === 'an earlier challenge' ? 'c0' : 'c1';
    const result = checkCode(before, { challengeId, code }, at(now));
    expect(result.outcome).toBe(outcome);
    expect(result.ledger).toEqual(expect.objectContaining(after));
  });

  it('tells how many tries are left after a wrong code', () => {
    expect(checkCode(ledger(), { challengeId: 'c1', code: '000000' }, at('10:01:00'))).toMatchObject({
      triesLeft: 2,
    });
  });

  it('knows nothing without a code sent', () => {
    expect(checkCode(undefined, { challengeId: 'c1', code: '123456' }, at('10:01:00')).outcome).toBe(
      'unknown',
    );
  });

  it.each([
    ['added an hour ago', '2026-11-27T09:00:00.000Z', true],
    ['added 23 h 59 min ago', '2026-11-26T10:01:00.000Z', true],
    ['added 24 hours ago', '2026-11-26T10:00:00.000Z', false],
    ['added last year', '2025-11-27T10:00:00.000Z', false],
    ['with no date (registered before dates were kept)', undefined, false],
  ] as const)('a bank account %s is new: %s', (_name, addedAt, isNew) => {
    expect(isNewBankAccount(addedAt, at('10:00:00'))).toBe(isNew);
  });

  it.each([
    ['in 30 s', '2026-11-27T10:00:30.000Z', 30],
    ['in 0.2 s', '2026-11-27T10:00:00.200Z', 1],
    ['past', '2026-11-27T09:59:00.000Z', 0],
  ] as const)('seconds until a time %s: %s', (_name, time, seconds) => {
    expect(secondsUntil(time, at('10:00:00'))).toBe(seconds);
  });

  it('refuses a challenge of an operation it does not know', () => {
    const challenge = {
      id: 'c1',
      operation: 'rescue',
      sentTo: 'c•••@correo.cl',
      expiresAt: '2026-11-27T10:10:00.000Z',
      resendAt: '2026-11-27T10:00:30.000Z',
      triesLeft: 3,
    };
    expect(codeChallengeSchema.safeParse(challenge).success).toBe(true);
    expect(codeChallengeSchema.safeParse({ ...challenge, operation: 'transfer' }).success).toBe(false);
  });
});

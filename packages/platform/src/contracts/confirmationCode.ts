import * as z from 'zod/mini';

/**
 * Confirmation codes (docs/RULES.md#confirmation-codes): money leaving, and what redirects it, needs a
 * second proof besides the session, a 6-digit code sent by email. The rules are written once here,
 * for the portal's forms and the mock backend's handlers alike.
 */
export const confirmationRules = {
  /** How many digits a code has. */
  digits: 6,
  /** A code is good for this long after it is sent. */
  validMinutes: 10,
  /** Wrong tries in a row before the operation is locked. */
  tries: 3,
  /** How long a locked operation stays locked. */
  lockMinutes: 15,
  /** The wait between two sends of a code for the same operation. */
  resendSeconds: 30,
  /** A bank account younger than this can receive a rescue only with a code. */
  newAccountHours: 24,
  /** A checked code's proof is good for this long, for one order. */
  proofMinutes: 10,
} as const;

/** What a code confirms: a rescue (with its account, new or not) or a scheduled deposit (new or changed). */
export const confirmationOperations = ['rescue', 'scheduled-deposit'] as const;
export type ConfirmationOperation = (typeof confirmationOperations)[number];

const isoTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO time'));

/**
 * POST {apiBase}api/confirmation-codes {operation, goalId} → 201: a code was sent. `sentTo` is the
 * email, masked; `resendAt` is when another may be asked for; `triesLeft` counts the wrong tries
 * left before the operation locks.
 */
export const codeChallengeSchema = z.object({
  id: z.string(),
  operation: z.enum(confirmationOperations),
  sentTo: z.string(),
  expiresAt: isoTime,
  resendAt: isoTime,
  triesLeft: z.number(),
});
export type CodeChallenge = z.infer<typeof codeChallengeSchema>;

/**
 * POST {apiBase}api/confirmation-codes/{id}/verify {code} → 200: the code is right. The order sends
 * `proof` in its `Confirmation-Proof` header; it is good once, for that operation and goal.
 */
export const codeProofSchema = z.object({ proof: z.string(), expiresAt: isoTime });
export type CodeProof = z.infer<typeof codeProofSchema>;

/**
 * A refusal of a send or a check, besides a wrong code (422 on the field `code`): 423 locked (until
 * `lockedUntil`), 429 asked again too soon (until `resendAt`, with the code already sent when it was
 * for the same order), 410 the code expired. `message` is the server's words, in Spanish.
 */
export const codeRefusalSchema = z.object({
  message: z.string(),
  lockedUntil: z.optional(isoTime),
  resendAt: z.optional(isoTime),
  /**
   * With a 429: the code already sent for this very order, still good, so a client whose answer to
   * the send was lost can type the code it received.
   */
  challenge: z.optional(codeChallengeSchema),
});
export type CodeRefusal = z.infer<typeof codeRefusalSchema>;

/**
 * What a code is issued for (dynamic linking, docs/RULES.md#confirmation-codes): the goal, the amount
 * and its currency, the account the money goes to (a rescue) or is charged from (a scheduled deposit),
 * and a schedule's rhythm. The server works it out from the order the code is asked for, states it in
 * the email, and keeps it with the code and its proof: an order whose own differs is refused (403),
 * so a code never confirms anything but what it said.
 */
export interface CodeOperation {
  goalId: string;
  amount: number;
  currency: 'CLP' | 'USD';
  /** A registered account's id, or a new one's bank, type and digits (`accountOfOrder`). */
  account: string;
  /** A schedule's rhythm ("monthly:5", "biweekly:5"); none for a rescue. */
  schedule?: string;
}

export const codeOperationSchema = z.object({
  goalId: z.string(),
  amount: z.number(),
  currency: z.enum(['CLP', 'USD']),
  account: z.string(),
  schedule: z.optional(z.string()),
});

/** The account an order names, as a code binds it: a registered one's id, or a new one's bank, type and digits. */
export function accountOfOrder(order: {
  accountId?: string;
  newAccount?: { bankCode?: string; type?: string; number?: string } | null;
}): string {
  const fresh = order.newAccount;
  if (!fresh) return order.accountId ?? '';
  return `new:${fresh.bankCode ?? ''}:${fresh.type ?? ''}:${String(fresh.number ?? '').replace(/\D/g, '')}`;
}

/** Whether an order is the operation a code was issued for: every part the same. */
export function sameCodeOperation(issued: CodeOperation, ordered: CodeOperation): boolean {
  return (
    issued.goalId === ordered.goalId &&
    issued.amount === ordered.amount &&
    issued.currency === ordered.currency &&
    issued.account === ordered.account &&
    (issued.schedule ?? '') === (ordered.schedule ?? '')
  );
}

/**
 * A code as clients type or paste it, down to its digits' run: spaces (also the phone's non-breaking
 * ones), dashes and dots between groups ("451 903", "451-903", "451.903") are left out; anything
 * else stays, so a letter is still refused.
 */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s.\-\u2010-\u2015\u00b7]/g, '');
}

/** What is wrong with a typed code, before it is sent: nothing typed, or not 6 digits. */
export function confirmationCodeIssue(code: string): 'required' | 'format' | null {
  const digits = normalizeCode(code);
  if (digits === '') return 'required';
  return new RegExp(`^\\d{${confirmationRules.digits}}$`).test(digits) ? null : 'format';
}

/** Whole seconds until another code may be sent (0 when it may be now). */
export function secondsUntil(at: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 1000));
}

/** Whether a bank account was added less than 24 hours ago (and so receives a rescue only with a code). */
export function isNewBankAccount(addedAt: string | null | undefined, now: Date): boolean {
  if (!addedAt) return false;
  const age = now.getTime() - Date.parse(addedAt);
  return age >= 0 && age < confirmationRules.newAccountHours * 3_600_000;
}

/** One operation's codes for one client, as the server keeps them. */
export interface CodeLedger {
  challengeId: string;
  code: string;
  goalId: string;
  /** What the code confirms (absent in a ledger kept before codes were bound). */
  operation?: CodeOperation;
  sentAt: string;
  expiresAt: string;
  /** Wrong tries in a row: a right code, or the end of a lock, sets it back to 0. */
  wrongTries: number;
  lockedUntil: string | null;
}

const plus = (now: Date, milliseconds: number) => new Date(now.getTime() + milliseconds).toISOString();
const lockedAt = (ledger: CodeLedger | undefined, now: Date) =>
  ledger?.lockedUntil && Date.parse(ledger.lockedUntil) > now.getTime() ? ledger.lockedUntil : null;

export type CodeSend =
  | { sent: CodeLedger }
  | { refused: 'locked'; lockedUntil: string }
  | { refused: 'wait'; resendAt: string };

/**
 * A send of a new code for an operation: refused while it is locked, or within 30 seconds of the
 * last send; otherwise the new code replaces the last one (which stops working). Wrong tries carry
 * over a resend, so asking for codes never buys more tries.
 */
export function sendCode(
  ledger: CodeLedger | undefined,
  next: { challengeId: string; code: string; goalId: string; operation?: CodeOperation },
  now: Date,
): CodeSend {
  const lockedUntil = lockedAt(ledger, now);
  if (lockedUntil) return { refused: 'locked', lockedUntil };
  if (ledger) {
    const resendAt = plus(new Date(ledger.sentAt), confirmationRules.resendSeconds * 1000);
    if (Date.parse(resendAt) > now.getTime()) return { refused: 'wait', resendAt };
  }
  return {
    sent: {
      ...next,
      sentAt: now.toISOString(),
      expiresAt: plus(now, confirmationRules.validMinutes * 60_000),
      // A lock that ended left its count at 0.
      wrongTries: ledger?.wrongTries ?? 0,
      lockedUntil: null,
    },
  };
}

export type CodeCheck =
  | { outcome: 'right'; ledger: CodeLedger }
  | { outcome: 'wrong'; ledger: CodeLedger; triesLeft: number }
  | { outcome: 'locked'; ledger: CodeLedger; lockedUntil: string }
  | { outcome: 'expired' | 'unknown'; ledger: CodeLedger | undefined };

/**
 * A typed code checked against the last one sent: right (the code is spent), wrong (one try fewer;
 * the third wrong in a row locks the operation for 15 minutes), expired (10 minutes after it was
 * sent), unknown (not the last challenge sent), or locked.
 */
export function checkCode(
  ledger: CodeLedger | undefined,
  attempt: { challengeId: string; code: string },
  now: Date,
): CodeCheck {
  const lockedUntil = lockedAt(ledger, now);
  if (ledger && lockedUntil) return { outcome: 'locked', ledger, lockedUntil };
  if (!ledger || ledger.challengeId !== attempt.challengeId || ledger.code === '')
    return { outcome: 'unknown', ledger };
  if (Date.parse(ledger.expiresAt) <= now.getTime()) return { outcome: 'expired', ledger };
  if (normalizeCode(attempt.code) === ledger.code)
    return { outcome: 'right', ledger: { ...ledger, code: '', wrongTries: 0, lockedUntil: null } };
  const wrongTries = ledger.wrongTries + 1;
  if (wrongTries >= confirmationRules.tries) {
    const until = plus(now, confirmationRules.lockMinutes * 60_000);
    return {
      outcome: 'locked',
      ledger: { ...ledger, code: '', wrongTries: 0, lockedUntil: until },
      lockedUntil: until,
    };
  }
  return {
    outcome: 'wrong',
    ledger: { ...ledger, wrongTries },
    triesLeft: confirmationRules.tries - wrongTries,
  };
}

import {
  type CodeLedger,
  type CodeOperation,
  type ConfirmationOperation,
  confirmationRules,
  sameCodeOperation,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import { defineMockState } from '../../control/store.ts';

/**
 * A checked code's proof: good once, for the operation its code was issued for (the goal, the amount,
 * the account, a schedule's rhythm), until it expires.
 */
interface Proof {
  account: string;
  operation: ConfirmationOperation;
  goalId: string;
  /** What the code confirmed: an order whose own differs is refused. */
  confirms?: CodeOperation;
  expiresAt: string;
  /** The check that earned it: the same check sent again (its answer lost) gets this proof again. */
  earnedBy?: { challengeId: string; code: string };
}

/**
 * Confirmation codes (docs/RULES.md#confirmation-codes), by account and operation: the last code
 * sent (the demo's email is a notification in the inbox) and the proofs of right codes not spent
 * yet. The rules are the platform's (`sendCode`, `checkCode`, `sameCodeOperation`). The handlers
 * are in confirmationCodes.ts; the orders spend the proofs here.
 */
export const codes = defineMockState(
  'confirmation-codes',
  (): { ledgers: Record<string, CodeLedger>; proofs: Record<string, Proof> } => ({ ledgers: {}, proofs: {} }),
  { persist: true },
);

export const ledgerKey = (account: string, operation: ConfirmationOperation) => `${account}|${operation}`;

/** The code an account was last sent for an operation (tests read it as the client reads the inbox). */
export function lastCodeSent(account: string, operation: ConfirmationOperation): string | undefined {
  return codes.get().ledgers[ledgerKey(account, operation)]?.code;
}

/**
 * The proof a right check already earned, not spent and not expired: a check sent again because its
 * answer was lost gets it again, rather than "Ese código ya no sirve" for a code the client typed right.
 */
export function proofEarnedBy(
  account: string,
  challengeId: string,
  code: string,
  now: Date,
): { proof: string; expiresAt: string } | null {
  const found = Object.entries(codes.get().proofs).find(
    ([, kept]) =>
      kept.account === account &&
      kept.earnedBy?.challengeId === challengeId &&
      kept.earnedBy.code === code &&
      Date.parse(kept.expiresAt) > now.getTime(),
  );
  return found ? { proof: found[0], expiresAt: found[1].expiresAt } : null;
}

/** Keeps a right code's proof, for the operation its code confirmed. */
export function keepProof(proof: string, kept: Proof): void {
  const state = codes.get();
  codes.set({ ...state, proofs: { ...state.proofs, [proof]: kept } });
}

/**
 * Spends the proof an order carries in its `Confirmation-Proof` header, or answers 403 when it has
 * none good for this order (absent, spent, expired, another's, or issued for another amount, account
 * or schedule). `why` says, in the client's words, why this order needs one.
 */
export function spendProof(
  request: Request,
  account: string,
  ordered: { operation: ConfirmationOperation; confirms: CodeOperation },
  why = 'Confirma esta operación con el código que te enviamos por correo.',
): Response | null {
  const key = request.headers.get('Confirmation-Proof') ?? '';
  const state = codes.get();
  const proof = state.proofs[key];
  const good =
    proof &&
    proof.account === account &&
    proof.operation === ordered.operation &&
    proof.goalId === ordered.confirms.goalId &&
    Date.parse(proof.expiresAt) > Date.now();
  if (!good) return HttpResponse.json({ message: why, reason: 'confirmation-required' }, { status: 403 });
  if (!proof.confirms || !sameCodeOperation(proof.confirms, ordered.confirms))
    return HttpResponse.json(
      {
        message:
          'El código que ingresaste era para otra operación (otro monto o cuenta). Pide uno nuevo para confirmar esta.',
        reason: 'confirmation-required',
      },
      { status: 403 },
    );
  const { [key]: _spent, ...proofs } = state.proofs;
  codes.set({ ...state, proofs });
  return null;
}

/** How long a proof is good for, from now. */
export const proofExpiry = (now: Date) =>
  new Date(now.getTime() + confirmationRules.proofMinutes * 60_000).toISOString();

import {
  type CodeChallenge,
  type CodeLedger,
  type ConfirmationOperation,
  checkCode,
  confirmationCodeIssue,
  confirmationOperations,
  confirmationRules,
  formatClock,
  secondsUntil,
  sendCode,
} from '@portal/platform';
import { HttpResponse, http } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { notifyClient } from '../frame/product.ts';
import { accountOf } from '../session.ts';
import { ownGoal } from './flowSettings.ts';

/** A checked code's proof: good once, for one operation on one goal, until it expires. */
interface Proof {
  account: string;
  operation: ConfirmationOperation;
  goalId: string;
  expiresAt: string;
}

/**
 * Confirmation codes (docs/RULES.md#confirmation-codes), by account and operation: the last code
 * sent (the demo's email is a notification in the inbox) and the proofs of right codes not spent
 * yet. The rules are the platform's (`sendCode`, `checkCode`).
 */
const codes = defineMockState(
  'confirmation-codes',
  (): { ledgers: Record<string, CodeLedger>; proofs: Record<string, Proof> } => ({ ledgers: {}, proofs: {} }),
  { persist: true },
);

const secondsWords = (seconds: number) => (seconds === 1 ? '1 segundo' : `${seconds} segundos`);

const ledgerKey = (account: string, operation: ConfirmationOperation) => `${account}|${operation}`;

let nextId = 1;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${nextId++}`;

function randomCode(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 10 ** confirmationRules.digits).padStart(confirmationRules.digits, '0');
}

/** The email as the screen shows where the code went: "c•••@example.cl". */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

/** The code an account was last sent for an operation (tests read it as the client reads the inbox). */
export function lastCodeSent(account: string, operation: ConfirmationOperation): string | undefined {
  return codes.get().ledgers[ledgerKey(account, operation)]?.code;
}

const whatFor: Record<ConfirmationOperation, { email: string; locked: string }> = {
  rescue: { email: 'confirmar un rescate de', locked: 'los rescates' },
  'scheduled-deposit': { email: 'confirmar un aporte automático a', locked: 'los aportes automáticos' },
};

const lockedMessage = (operation: ConfirmationOperation, until: string) =>
  `Ingresaste mal el código ${confirmationRules.tries} veces. Por tu seguridad, ${whatFor[operation].locked} quedan bloqueados hasta las ${formatClock(until)}.`;

const challengeOf = (ledger: CodeLedger, operation: ConfirmationOperation, email: string): CodeChallenge => ({
  id: ledger.challengeId,
  operation,
  sentTo: maskEmail(email),
  expiresAt: ledger.expiresAt,
  resendAt: new Date(Date.parse(ledger.sentAt) + confirmationRules.resendSeconds * 1000).toISOString(),
  triesLeft: confirmationRules.tries - ledger.wrongTries,
});

/**
 * Spends the proof an order carries in its `Confirmation-Proof` header, or answers 403 when it has
 * none good for this operation and goal (absent, spent, expired, another's). `why` says, in the
 * client's words, why this order needs one.
 */
export function spendProof(
  request: Request,
  account: string,
  operation: ConfirmationOperation,
  goalId: string | number,
  why = 'Confirma esta operación con el código que te enviamos por correo.',
): Response | null {
  const key = request.headers.get('Confirmation-Proof') ?? '';
  const state = codes.get();
  const proof = state.proofs[key];
  const good =
    proof &&
    proof.account === account &&
    proof.operation === operation &&
    proof.goalId === String(goalId) &&
    Date.parse(proof.expiresAt) > Date.now();
  if (!good) return HttpResponse.json({ message: why, reason: 'confirmation-required' }, { status: 403 });
  const { [key]: _spent, ...proofs } = state.proofs;
  codes.set({ ...state, proofs });
  return null;
}

export const confirmationCodeHandlers = [
  // POST api/confirmation-codes {operation, goalId}: a new code by email (the inbox), refused while
  // the operation is locked (423) or within 30 s of the last send (429).
  http.post('*/api/confirmation-codes', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { operation?: unknown; goalId?: unknown } | null;
    const operation = body?.operation as ConfirmationOperation;
    if (!confirmationOperations.includes(operation))
      return HttpResponse.json({ error: 'Unknown operation' }, { status: 400 });
    const found = ownGoal(request, String(body?.goalId));
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const state = codes.get();
    const key = ledgerKey(account.id, operation);
    const now = new Date();
    const result = sendCode(
      state.ledgers[key],
      { challengeId: newId('code'), code: randomCode(), goalId: String(goal.id) },
      now,
    );
    if ('refused' in result)
      return result.refused === 'locked'
        ? HttpResponse.json(
            { message: lockedMessage(operation, result.lockedUntil), lockedUntil: result.lockedUntil },
            { status: 423 },
          )
        : HttpResponse.json(
            {
              message: `Ya te enviamos un código. Podrás pedir otro en ${secondsWords(secondsUntil(result.resendAt, now))}.`,
              resendAt: result.resendAt,
            },
            { status: 429 },
          );
    codes.set({ ...state, ledgers: { ...state.ledgers, [key]: result.sent } });
    notifyClient(request, {
      title: `Tu código de confirmación es ${result.sent.code}`,
      description: `Lo pediste para ${whatFor[operation].email} ${goal.title}. Vence a las ${formatClock(result.sent.expiresAt)}. Nunca lo compartas: nadie de nuestro equipo te lo pedirá.`,
      icon: 'heroicons_outline:shield-check',
    });
    return HttpResponse.json(challengeOf(result.sent, operation, account.user.email), { status: 201 });
  }),

  // POST api/confirmation-codes/{id}/verify {code}: right → the proof an order carries; wrong → 422 on
  // `code` with the tries left; the third wrong → 423 until the lock ends; expired or replaced → 410.
  http.post('*/api/confirmation-codes/:challengeId/verify', async ({ request, params }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
    const typed = typeof body?.code === 'string' ? body.code : '';
    const state = codes.get();
    const operation = confirmationOperations.find(
      (each) => state.ledgers[ledgerKey(account.id, each)]?.challengeId === params.challengeId,
    );
    if (!operation)
      return HttpResponse.json({ message: 'Ese código ya no sirve. Pide uno nuevo.' }, { status: 410 });
    if (confirmationCodeIssue(typed))
      return HttpResponse.json(
        { message: 'Revisa el código.', errors: { code: 'Ingresa los 6 dígitos del código.' } },
        { status: 422 },
      );
    const key = ledgerKey(account.id, operation);
    const now = new Date();
    const checked = checkCode(
      state.ledgers[key],
      { challengeId: String(params.challengeId), code: typed },
      now,
    );
    const ledgers = checked.ledger ? { ...state.ledgers, [key]: checked.ledger } : state.ledgers;
    if (checked.outcome === 'right') {
      const proof = newId('proof');
      const expiresAt = new Date(now.getTime() + confirmationRules.proofMinutes * 60_000).toISOString();
      codes.set({
        ledgers,
        proofs: {
          ...state.proofs,
          [proof]: { account: account.id, operation, goalId: checked.ledger.goalId, expiresAt },
        },
      });
      return HttpResponse.json({ proof, expiresAt });
    }
    codes.set({ ...state, ledgers });
    if (checked.outcome === 'wrong')
      return HttpResponse.json(
        {
          message: 'Revisa el código.',
          errors: {
            code: `El código no es correcto. ${checked.triesLeft === 1 ? 'Te queda 1 intento.' : `Te quedan ${checked.triesLeft} intentos.`}`,
          },
        },
        { status: 422 },
      );
    if (checked.outcome === 'locked')
      return HttpResponse.json(
        { message: lockedMessage(operation, checked.lockedUntil), lockedUntil: checked.lockedUntil },
        { status: 423 },
      );
    return HttpResponse.json(
      {
        message:
          checked.outcome === 'expired'
            ? `El código venció: dura ${confirmationRules.validMinutes} minutos. Pide uno nuevo.`
            : 'Ese código ya no sirve. Pide uno nuevo.',
      },
      { status: 410 },
    );
  }),
];

import {
  type CodeChallenge,
  type CodeLedger,
  type CodeOperation,
  type ConfirmationOperation,
  checkCode,
  confirmationCodeIssue,
  confirmationOperations,
  confirmationRules,
  formatClock,
  type Goal,
  goalsContract,
  sameCodeOperation,
  secondsUntil,
  sendCode,
} from '@portal/platform';
import { HttpResponse } from 'msw';
import type { AccountId } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';
import { notifyClient } from '../inbox.ts';
import { accountOf } from '../session.ts';
import { codes, keepProof, ledgerKey, proofEarnedBy, proofExpiry } from './confirmationCodeStore.ts';
import { ownGoal } from './flowSettings.ts';
import { rescueToConfirm } from './rescue.ts';
import { scheduleToConfirm } from './scheduledDeposits.ts';

/** What each operation's code confirms, worked out from the order it is asked for. */
const toConfirm: Record<
  ConfirmationOperation,
  (account: AccountId, goal: Goal, order: unknown) => ReturnType<typeof rescueToConfirm>
> = {
  rescue: (account, goal, order) =>
    rescueToConfirm(account, goal, order as Parameters<typeof rescueToConfirm>[2]),
  'scheduled-deposit': (account, goal, order) =>
    scheduleToConfirm(account, goal, order as Parameters<typeof scheduleToConfirm>[2]),
};

const secondsWords = (seconds: number) => (seconds === 1 ? '1 segundo' : `${seconds} segundos`);

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

const whatFor: Record<ConfirmationOperation, { refused: string; locked: string }> = {
  rescue: { refused: 'Revisa tu rescate.', locked: 'los rescates' },
  'scheduled-deposit': { refused: 'Revisa tu aporte automático.', locked: 'los aportes automáticos' },
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
 * The code already sent, when it is still good and for the same order: a client whose answer to the
 * send was lost asks again and gets it, to type the code it received.
 */
function stillGood(
  ledger: CodeLedger | undefined,
  confirms: CodeOperation,
  operation: ConfirmationOperation,
  email: string,
  now: Date,
): { challenge?: CodeChallenge } {
  const good =
    ledger &&
    ledger.code !== '' &&
    Date.parse(ledger.expiresAt) > now.getTime() &&
    ledger.operation &&
    sameCodeOperation(ledger.operation, confirms);
  return good ? { challenge: challengeOf(ledger, operation, email) } : {};
}

export const confirmationCodeHandlers = [
  // POST api/confirmation-codes {operation, goalId, order}: a new code by email (the inbox) for that
  // order's amount, currency and account (the email says them), refused while the operation is
  // locked (423), within 30 s of the last send (429), or for an order the server would refuse (422).
  handle(goalsContract.sendCode, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as {
      operation?: unknown;
      goalId?: unknown;
      order?: unknown;
    } | null;
    const operation = body?.operation as ConfirmationOperation;
    if (!confirmationOperations.includes(operation))
      return HttpResponse.json({ error: 'Unknown operation' }, { status: 400 });
    const found = ownGoal(request, String(body?.goalId));
    if (found instanceof Response) return found;
    const { account, goal } = found;
    const operated = toConfirm[operation](account.id, goal, body?.order ?? null);
    if ('errors' in operated)
      return HttpResponse.json(
        { message: whatFor[operation].refused, errors: operated.errors },
        { status: 422 },
      );
    const state = codes.get();
    const key = ledgerKey(account.id, operation);
    const now = new Date();
    const result = sendCode(
      state.ledgers[key],
      {
        challengeId: newId('code'),
        code: randomCode(),
        goalId: String(goal.id),
        operation: operated.confirms,
      },
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
              ...stillGood(state.ledgers[key], operated.confirms, operation, account.user.email, now),
            },
            { status: 429 },
          );
    codes.set({ ...state, ledgers: { ...state.ledgers, [key]: result.sent } });
    notifyClient(request, {
      title: `Tu código de confirmación es ${result.sent.code}`,
      description: `Lo pediste para confirmar ${operated.words}. Vence a las ${formatClock(result.sent.expiresAt)}. Nunca lo compartas: nadie de nuestro equipo te lo pedirá.`,
      icon: 'heroicons_outline:shield-check',
    });
    return HttpResponse.json(challengeOf(result.sent, operation, account.user.email), { status: 201 });
  }),

  // POST api/confirmation-codes/{id}/verify {code}: right → the proof an order carries; wrong → 422 on
  // `code` with the tries left; the third wrong → 423 until the lock ends; expired or replaced → 410.
  handle(goalsContract.verifyCode, async ({ request, params }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
    const typed = typeof body?.code === 'string' ? body.code : '';
    // The same right check again (its answer lost): the proof it earned, while unspent.
    const earned = proofEarnedBy(account.id, String(params.challengeId), typed, new Date());
    if (earned) return HttpResponse.json(earned);
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
      const expiresAt = proofExpiry(now);
      codes.set({ ...state, ledgers });
      keepProof(proof, {
        account: account.id,
        operation,
        goalId: checked.ledger.goalId,
        confirms: checked.ledger.operation,
        expiresAt,
        earnedBy: { challengeId: String(params.challengeId), code: typed },
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

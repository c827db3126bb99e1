import {
  type CodeChallenge,
  type CodeRefusal,
  type ConfirmationOperation,
  callEndpoint,
  codeRefusalSchema,
  goalsContract,
  HttpError,
  normalizeCode,
  outcomeOfFailure,
  queriesHook,
  readFieldErrors,
  type Transport,
} from '@portal/platform';

/**
 * The calls of a confirmation code (docs/RULES.md#confirmation-codes; our contract: @portal/platform
 * contracts/confirmationCode.ts): send one for an order (the server binds the code to its amount,
 * currency and account), check what the client typed.
 */
export function confirmationCodeCalls(transport: Transport) {
  return {
    /** Sends a new code by email for this order (the last one stops working). */
    send: (operation: ConfirmationOperation, goalId: string | number, order: unknown) =>
      callEndpoint(transport, goalsContract.sendCode, { body: { operation, goalId, order } }),
    /** Checks a typed code: right, it answers the proof the order carries. */
    verify: (challengeId: string, code: string) =>
      callEndpoint(transport, goalsContract.verifyCode, {
        params: { challengeId },
        body: { code: normalizeCode(code) },
      }),
  };
}

export const useConfirmationCodeCalls = queriesHook(confirmationCodeCalls);

/**
 * Why the server refused a send or a check, in its words: a wrong code (422 on `code`), locked
 * (423), asked again too soon (429), expired or replaced (410); null for any other failure (the
 * network, a 500), which the form says in its own words.
 */
export type CodeFailure =
  | { kind: 'wrong'; message: string }
  | { kind: 'locked'; message: string; lockedUntil: string }
  | { kind: 'wait'; message: string; resendAt: string; challenge?: CodeChallenge }
  | { kind: 'expired'; message: string };

export async function readCodeFailure(error: unknown): Promise<CodeFailure | null> {
  const wrong = (await readFieldErrors(error))?.errors.code;
  if (wrong) return { kind: 'wrong', message: wrong };
  if (!(error instanceof HttpError) || ![410, 423, 429].includes(error.status)) return null;
  let body: CodeRefusal;
  try {
    const parsed = codeRefusalSchema.safeParse(await error.response.clone().json());
    if (!parsed.success) return null;
    body = parsed.data;
  } catch {
    return null;
  }
  if (error.status === 423 && body.lockedUntil)
    return { kind: 'locked', message: body.message, lockedUntil: body.lockedUntil };
  if (error.status === 429 && body.resendAt)
    return { kind: 'wait', message: body.message, resendAt: body.resendAt, challenge: body.challenge };
  if (error.status === 410) return { kind: 'expired', message: body.message };
  return null;
}

/** The order was refused for want of a good proof (403 confirmation-required): a new code is needed. */
export function needsNewCode(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403;
}

/**
 * Sends a code, and when the answer is lost (the network, a 5xx) asks once more: the code may be in
 * the inbox already, and the server then answers it with the refusal to send another so soon (429
 * with the code already sent for this order), so the client can type what it received; or it sends
 * one. A 429 that carries this order's code is that code, sent.
 */
export async function sendCodeOnce(send: () => Promise<CodeChallenge>): Promise<CodeChallenge> {
  const alreadySent = async (error: unknown) => {
    const why = await readCodeFailure(error);
    return why?.kind === 'wait' ? (why.challenge ?? null) : null;
  };
  try {
    return await send();
  } catch (error) {
    const known = await alreadySent(error);
    if (known) return known;
    if (outcomeOfFailure(error) === 'refused') throw error;
    try {
      return await send();
    } catch (again) {
      const sent = await alreadySent(again);
      if (sent) return sent;
      throw again;
    }
  }
}

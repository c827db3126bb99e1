import { delay } from 'msw';

/** The calls answered with `answerNever` so far (their MSW request ids). */
const unanswered = new Set<string>();

/**
 * A resolver whose answer never comes: a story's loading state, on screen for good
 * (`http.get('*\/api/products', answerNever)`). The call is remembered, so whoever waits for a
 * story's data (the pixel run) knows that this one will not arrive and need not be waited for.
 */
export function answerNever({ requestId }: { requestId: string }): Promise<never> {
  unanswered.add(requestId);
  return delay('infinite') as Promise<never>;
}

/** Whether a call was answered with `answerNever` (it stays pending on purpose). */
export function isNeverAnswered(requestId: string): boolean {
  return unanswered.has(requestId);
}

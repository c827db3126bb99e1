import { readFieldErrors } from '@portal/platform';

/**
 * A write whose answer did not come back as a success may still have happened: its answer lost on
 * the way, or refused because another tab had changed the same thing first. The thing is read
 * again; when what the write wanted holds there, that is its result (`holds` gives it), and the
 * client is told it is done. A refusal on a field is the server's answer, and stays one; so does
 * the write's own error when the read fails or what it wanted does not hold.
 */
export async function settleByReading<Result, Now>(
  write: () => Promise<Result>,
  read: () => Promise<Now>,
  holds: (now: Now) => Result | null,
): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (await readFieldErrors(error)) throw error;
    let now: Now;
    try {
      now = await read();
    } catch {
      throw error;
    }
    const result = holds(now);
    if (result === null) throw error;
    return result;
  }
}

import { nextTask } from '../../async/nextTask.ts';

/**
 * Tells a request that failed because its page was going from one that failed on a page in use.
 * The browser cancels a page's requests as it leaves (a navigation, a reload, a closed tab), and
 * they fail as if the provider could not be reached: a client who changed page while the discovery
 * was on its way was signed out and lost the account they had entered (seen in CI, then reproduced).
 * The cancellation comes before `pagehide` (and its promise may settle between two of its
 * listeners), so no flag set there can be relied on. A page that is going never runs another
 * timer, though: after one, only a page still in use (or restored from the back-forward cache,
 * which a `pagehide` since the request tells) is left to decide.
 */
export interface PageLife {
  /** Taken before a request: what `leftSince` compares with. */
  mark(): number;
  /**
   * After a request failed: resolves false on a page in use, true on a page restored from the
   * back-forward cache since `mark`; on a page that is going it never resolves.
   */
  leftSince(mark: number): Promise<boolean>;
}

export function watchPageLife(
  target: Pick<Window, 'addEventListener'>,
  turn: () => Promise<void> = nextTask,
): PageLife {
  let hides = 0;
  target.addEventListener('pagehide', () => {
    hides += 1;
  });
  return {
    mark: () => hides,
    leftSince: async (mark) => {
      await turn();
      return hides !== mark;
    },
  };
}

import { useEffect, useState } from 'react';

/**
 * False until the task after `when` first became true, then true for good: what it guards is drawn
 * in a task of its own instead of in the render that made `when` true. For a part of the screen
 * whose render is long (a whole page) and comes with other work (the frame's first render): one
 * long task becomes two shorter ones, a tap's wait in between. Meanwhile the caller shows what it
 * showed before.
 */
export function useNextTurn(when: boolean): boolean {
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (!when || turned) return;
    const timer = setTimeout(() => setTurned(true), 0);
    return () => clearTimeout(timer);
  }, [when, turned]);
  return turned;
}

import { secondsUntil } from '@portal/platform';
import { useEffect, useState } from 'react';

/** Whole seconds left until a time, told again each second while there are some. */
export function useSecondsLeft(until: string | null | undefined, now: () => Date): number {
  const [, tick] = useState(0);
  const left = until ? secondsUntil(until, now()) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => tick((count) => count + 1), 1000);
    return () => window.clearTimeout(timer);
  });
  return left;
}

import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';

function readDraft<T>(key: string, schema: z.ZodMiniType<T>, fallback: T): T {
  try {
    const stored = window.sessionStorage.getItem(key);
    if (!stored) return fallback;
    const parsed = schema.safeParse(JSON.parse(stored));
    // A draft in another shape (an older version, a hand edit) is dropped, not trusted.
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A form's draft kept in this tab's sessionStorage, so a reload loses nothing and closing the tab
 * forgets it. Storage that refuses (private mode, full) leaves the draft in memory only.
 */
export function useSessionDraft<T>(key: string, schema: z.ZodMiniType<T>, fallback: T) {
  const [draft, setDraft] = useState<T>(() => readDraft(key, schema, fallback));
  const save = useCallback(
    (next: T) => {
      setDraft(next);
      try {
        window.sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Kept in memory: the flow still works, only a reload would forget it.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    setDraft(fallback);
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing stored to forget.
    }
  }, [key, fallback]);
  return { draft, save, clear } as const;
}

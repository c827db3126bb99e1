import { useEffect, useState } from 'react';

/**
 * A value that follows `value` once it has held still for `delay` ms: a burst of five answers
 * arriving within a few milliseconds becomes one update. Values with the same key count as equal.
 */
export function useDebouncedValue<T>(value: T, delay: number, keyOf: (value: T) => string): T {
  const [settled, setSettled] = useState(value);
  const key = keyOf(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: values with the same key are equal by contract; a new object with the same key must not restart the wait.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}

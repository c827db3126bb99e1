import { useDebouncedValue } from './useDebouncedValue.ts';

/** How long figures being typed hold still before a status says them (docs/ACCESSIBILITY.md). */
const stillMs = 800;

/**
 * The text for a status that repeats what the page draws as the client types (a comparison's
 * verdict, a rescue's cost): it follows `text` once it has held still `stillMs`, so a screen reader
 * hears the figures once, not at every keystroke. The status itself is in the page from the start.
 */
export function useSaidOnceStill(text: string): string {
  return useDebouncedValue(text, stillMs, (same) => same);
}

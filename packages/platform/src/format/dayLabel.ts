import { dateFormat } from './intlFormats.ts';

/** "martes, 25 de noviembre" (long) or "mar, 25 nov" (short, the day pills) for 2026-11-25. */
export function dayLabel(day: string, length: 'long' | 'short' = 'long', locale = 'es-CL'): string {
  return dateFormat(locale, {
    weekday: length,
    day: 'numeric',
    month: length,
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

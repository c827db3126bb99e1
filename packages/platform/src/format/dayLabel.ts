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

/**
 * "martes 25 de noviembre": a day inside a Spanish sentence, after "el" ("se invierte el martes 25
 * de noviembre"). There the date says which Tuesday, so it takes no comma; the comma belongs to a
 * date written on its own ("martes, 25 de noviembre": a summary's row, a heading).
 */
export function dayInSentence(day: string, locale = 'es-CL'): string {
  const label = dayLabel(day, 'long', locale);
  return locale.startsWith('es') ? label.replace(/^(\p{L}+), /u, '$1 ') : label;
}

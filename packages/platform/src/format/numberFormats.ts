/**
 * The number formats the portal writes with, each made once per locale and options: making an
 * `Intl.NumberFormat` costs more than formatting a number with it, and a list formats one per row
 * (sixty goals, a page of movements).
 */
const made = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  // Every option is part of the key, in a fixed order (their values are plain strings, numbers and
  // booleans): two calls share a format only when it is the same.
  let key = locale;
  for (const [name, value] of Object.entries(options).sort(([a], [b]) => (a < b ? -1 : 1)))
    key += `|${name}=${String(value)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    made.set(key, format);
  }
  return format;
}

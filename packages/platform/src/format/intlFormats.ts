/**
 * The `Intl` formats the portal writes numbers and dates with, each made once per locale and
 * options: making one costs many times what using it does (a date format with a time zone about
 * 30 µs, then 1.5 µs a date), and a list formats a value on every row (sixty goals, a page of
 * movements, an export of twenty thousand).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A format's key: its locale and every option, in a fixed order (their values are plain strings,
 * numbers and booleans), so two calls share a format only when it is the same.
 */
function formatKey(locale: string, options: object): string {
  let key = locale;
  for (const [name, value] of Object.entries(options).sort(([a], [b]) => (a < b ? -1 : 1)))
    key += `|${name}=${String(value)}`;
  return key;
}

/** The format of that key made before, or made now and kept. */
function madeOnce<Format>(made: Map<string, Format>, key: string, make: () => Format): Format {
  let format = made.get(key);
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return madeOnce(numberFormats, formatKey(locale, options), () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return madeOnce(dateFormats, formatKey(locale, options), () => new Intl.DateTimeFormat(locale, options));
}

/**
 * Amounts as a Chilean types them: "$1.500.000", "1500000", "150,25" (dollars), with dots for
 * thousands and a comma for cents. Pure, for the forms of the money flows (docs/RULES.md#money-flows).
 */

/**
 * The number in what was typed, or null when it is not an amount ("", "abc", "1,2,3"). A lone dot
 * followed by exactly three digits is a thousands dot ("5.000"); otherwise a dot is a decimal mark
 * ("150.25", as a phone's keypad may type it). Spaces, "$", "US$" and "CLP"/"USD" are ignored.
 */
export function parseAmountInput(text: string): number | null {
  const cleaned = text.replace(/US\$|\$|CLP|USD|\s/gi, '');
  if (!/^\d[\d.]*(,\d*)?$/.test(cleaned)) return null;
  const [whole = '', cents] = cleaned.split(',');
  let digits = whole;
  if (whole.includes('.')) {
    const groups = whole.split('.');
    const thousands = groups.slice(1).every((group) => group.length === 3);
    if (thousands) digits = groups.join('');
    else if (groups.length === 2 && cents === undefined) return Number(whole);
    else return null;
  }
  const value = Number(cents ? `${digits}.${cents}` : digits);
  return Number.isFinite(value) ? value : null;
}

/** An amount as the field shows it after typing: "1.500.000" for pesos, "150,25" for dollars. */
export function formatAmountInput(amount: number, currency: 'CLP' | 'USD', locale = 'es-CL'): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: currency === 'USD' && !Number.isInteger(amount) ? 2 : 0,
    maximumFractionDigits: currency === 'USD' ? 2 : 0,
  }).format(amount);
}

/**
 * An amount as typed, grouped with dots once the client leaves the field; null (left as typed) when
 * it is no amount, or when grouping would change it (150,255 dollars stays, and its error says why).
 */
export function tidyAmount(currency: 'CLP' | 'USD') {
  return (typed: string): string | null => {
    const amount = parseAmountInput(typed);
    if (amount === null) return null;
    const formatted = formatAmountInput(amount, currency);
    return parseAmountInput(formatted) === amount ? formatted : null;
  };
}

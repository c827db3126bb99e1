import { numberFormat } from '@portal/platform';
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
  return numberFormat(locale, {
    minimumFractionDigits: currency === 'USD' && !Number.isInteger(amount) ? 2 : 0,
    maximumFractionDigits: currency === 'USD' ? 2 : 0,
  }).format(amount);
}

/**
 * An amount as typed, grouped with dots once the client leaves the field; null (left as typed) when
 * it is no amount, typed wrong (another currency's sign, a minus, thousands with commas), or when
 * grouping would change it (150,255 dollars stays, and its error says why).
 */
export function tidyAmount(currency: 'CLP' | 'USD') {
  return (typed: string): string | null => {
    // Typed wrong ("US$5000" on a peso goal, "1,000"): left as typed, so its message says why.
    if (amountTypingIssue(typed, currency)) return null;
    const amount = parseAmountInput(typed);
    if (amount === null) return null;
    const formatted = formatAmountInput(amount, currency);
    return parseAmountInput(formatted) === amount ? formatted : null;
  };
}

/**
 * How an amount was typed wrong, when it reads as none or as another than meant
 * (docs/RULES.md#money-flows): a minus sign, another currency's sign or code, thousands grouped with
 * commas as in English ("1,000,000", which here would read as one peso), or no amount at all. Null
 * when there is nothing typed (the field's own "required" says that) or it reads fine.
 */
export type AmountTypingIssue = 'negative' | 'otherCurrency' | 'thousandsComma' | 'notAnAmount';
export const amountTypingIssues: readonly AmountTypingIssue[] = [
  'negative',
  'otherCurrency',
  'thousandsComma',
  'notAnAmount',
];

export function amountTypingIssue(text: string, currency: 'CLP' | 'USD'): AmountTypingIssue | null {
  const typed = text.trim();
  if (typed === '') return null;
  const otherCurrency = currency === 'CLP' ? /US\$|U\$S|USD|d[oó]lar/i : /CLP|\bpesos?\b|^\$|[^S]\$/i;
  if (otherCurrency.test(typed)) return 'otherCurrency';
  const bare = typed.replace(/US\$|\$|CLP|USD|\s/gi, '');
  if (/^[-\u2212\u2013]/.test(bare)) return 'negative';
  // In dollars one comma is the cents' ("150,255" has a cent too many, and says so); two or more
  // group thousands. In pesos, which have no cents, any comma before three digits does.
  if ((currency === 'CLP' ? /^\d{1,3}(,\d{3})+$/ : /^\d{1,3}(,\d{3}){2,}$/).test(bare))
    return 'thousandsComma';
  return parseAmountInput(text) === null ? 'notAnAmount' : null;
}

export function isAmountTypingIssue(issue: string): issue is AmountTypingIssue {
  return (amountTypingIssues as readonly string[]).includes(issue);
}

/** The i18n key of a typing issue's message (another currency's says which this goal is in). */
export function amountTypingKey(issue: AmountTypingIssue, currency: 'CLP' | 'USD') {
  return issue === 'otherCurrency'
    ? (`amountIssues.otherCurrency${currency}` as const)
    : (`amountIssues.${issue}` as const);
}

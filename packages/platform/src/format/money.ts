/** Locale for numbers and money shown to clients (SPEC §1). */
export const moneyLocale = 'es-CL';

export type CurrencyCode = 'CLP' | 'USD' | 'EUR' | 'UF';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: Exclude<CurrencyCode, 'UF'>, locale: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // CLP has no minor unit: Intl already gives 0 decimals for it; USD and EUR show 2.
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Pesos as clients read them: "$1.234.568" (rounded, no decimals). */
export function formatCLP(amount: number, locale = moneyLocale): string {
  return formatMoney(amount, 'CLP', locale);
}

/**
 * Money in a goal's currency. UF (Unidad de Fomento) is not an ISO currency: it is written
 * "UF 1.234,56" with 2 decimals, as Chilean banks do.
 */
export function formatMoney(amount: number, currency: CurrencyCode, locale = moneyLocale): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  if (currency === 'UF') {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `UF ${number.format(amount)}`;
  }
  return formatterFor(currency, locale).format(amount);
}

import { numberFormat } from './intlFormats.ts';

/** Locale for numbers and money shown to clients (docs/RULES.md#product-rules). */
export const moneyLocale = 'es-CL';

export type CurrencyCode = 'CLP' | 'USD' | 'EUR' | 'UF';

// CLP has no minor unit: Intl already gives 0 decimals for it; USD and EUR show 2.
const formatterFor = (currency: Exclude<CurrencyCode, 'UF'>, locale: string) =>
  numberFormat(locale, { style: 'currency', currency });

/** A count as clients read it: "22.320" (whole, grouped as the locale groups). */
export function formatCount(count: number, locale = moneyLocale): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count);
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
    const number = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return `UF ${number.format(amount)}`;
  }
  return formatterFor(currency, locale).format(amount);
}

/** Money with its sign, for gains and movements: "+$12.500", "-$3.000", "$0". */
export function formatSignedMoney(amount: number, currency: CurrencyCode, locale = moneyLocale): string {
  const text = formatMoney(Math.abs(amount), currency, locale);
  // What rounds to nothing in the currency (0,4 pesos) has no sign.
  if (text === formatMoney(0, currency, locale)) return text;
  return `${amount < 0 ? '-' : '+'}${text}`;
}

/**
 * Money in short, for a chart's axis, as Chile writes it (docs/RULES.md#product-rules): "mil" for
 * thousands and "MM" for millions ("$850 mil", "$12,5 MM", "$4.000 MM"), at most one decimal. Not
 * Intl's compact notation: for es-CL it wrote "$60 M" (in Chile M is a thousand) and "$4000 M",
 * and "1,5 K" beside "45 k".
 */
export function formatCompactMoney(amount: number, currency: CurrencyCode, locale = moneyLocale): string {
  const size = Math.abs(amount);
  // Millions from what would read as a thousand thousands once rounded ($999.999 is "$1 MM").
  const [scaled, unit] =
    size >= 999_950 ? [size / 1_000_000, ' MM'] : size >= 1_000 ? [size / 1_000, ' mil'] : [size, ''];
  const number = numberFormat(locale, { maximumFractionDigits: 1 }).format(scaled);
  const sign = amount < 0 && number !== '0' ? '-' : '';
  return `${sign}${currency === 'USD' ? 'US$' : '$'}${number}${unit}`;
}

/** An exchange rate in pesos, with its cents: 948.35 → "$948,35". */
export function formatRate(rate: number, locale = moneyLocale): string {
  if (!Number.isFinite(rate)) throw new RangeError(`Not a finite rate: ${rate}`);
  return `$${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate)}`;
}

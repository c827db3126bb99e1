import { numberFormat } from './intlFormats.ts';
import { moneyLocale } from './money.ts';

/**
 * How many decimals a percentage shows: exactly that many (a column of shares lines up: "17,0%"
 * beside "40,5%"), or up to that many, dropping what is zero (a tax rate: "15%", "13,5%").
 */
export type PercentDecimals = number | { upTo: number };

/**
 * A ratio as a percentage, as Chile writes it (docs/RULES.md#product-rules): 0.405 → "40,5%", with a
 * decimal comma and no space before the sign. One decimal unless asked otherwise.
 */
export function formatPercent(ratio: number, decimals: PercentDecimals = 1, locale = moneyLocale): string {
  if (!Number.isFinite(ratio)) throw new RangeError(`Not a finite ratio: ${ratio}`);
  const most = typeof decimals === 'number' ? decimals : decimals.upTo;
  const least = typeof decimals === 'number' ? decimals : 0;
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: least,
    maximumFractionDigits: most,
  }).format(ratio);
}

/** A ratio as a percentage with its sign, one decimal: 0.0453 → "+4,5%", −0.02 → "-2,0%", 0 → "0,0%". */
export function formatPercentChange(ratio: number, locale = moneyLocale): string {
  if (!Number.isFinite(ratio)) throw new RangeError(`Not a finite ratio: ${ratio}`);
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(ratio);
}

import { moneyLocale, numberFormat } from '@portal/platform';

/** The UF in pesos as it is quoted, to the cent: "$39.727,50". */
export function pesosToTheCent(value: number): string {
  return numberFormat(moneyLocale, {
    style: 'currency',
    currency: 'CLP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A rate as a percentage, kept on one line with its sign: 0.135 → "13,5 %". */
export function ratePercent(rate: number): string {
  return `${numberFormat(moneyLocale, { maximumFractionDigits: 1 }).format(rate * 100)}\u00a0%`;
}

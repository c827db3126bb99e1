import * as z from 'zod/mini';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));

/**
 * The annual tax certificate (docs/RULES.md#tax-certificates): one per calendar year in which the
 * client (a person or a company) had money invested, for the income tax return filed in April
 * (Operación Renta, Formulario 22). It sums the year goal by goal: the balance on 1 January, the
 * deposits and rescues, what the investments earned or lost, and the balance on 31 December.
 * GET {apiBase}api/tax-certificates, newest first; the PDF is api/tax-certificates/{year}, and a
 * year that is not issued yet answers 409 with the day it will be.
 */
export const taxCertificateSchema = z.object({
  year: z.number().check(z.int(), z.gte(2000)),
  /** The day it is issued: 1 March of the next year. */
  readyOn: isoDate,
  /** Whether it can be downloaded today (readyOn has come). */
  ready: z.boolean(),
});
export type TaxCertificate = z.infer<typeof taxCertificateSchema>;
export const taxCertificatesSchema = z.object({ items: z.array(taxCertificateSchema) });

/** A year's certificate is issued on 1 March of the next year, before the April tax return. */
export function taxCertificateReadyOn(year: number): string {
  return `${year + 1}-03-01`;
}

/**
 * The certificates a client has on `today`, newest first: one for each year from the one their
 * first goal began in (`firstDay`, none without goals) to the current one, which is listed as not
 * ready until its day. The same rule for the mock backend's list and its downloads.
 */
export function taxCertificatesOn(firstDay: string | null, today: string): TaxCertificate[] {
  if (firstDay === null) return [];
  const first = Number(firstDay.slice(0, 4));
  const current = Number(today.slice(0, 4));
  const items: TaxCertificate[] = [];
  for (let year = current; year >= first; year -= 1) {
    const readyOn = taxCertificateReadyOn(year);
    items.push({ year, readyOn, ready: readyOn <= today });
  }
  return items;
}

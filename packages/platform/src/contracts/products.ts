import * as z from 'zod/mini';
import { amount, currencyCode, isoDate, percent, webUrl } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The products domain's contract: the catalogue with its fees (discover, pricing, each product's
 * page) and the company's articles. Amounts are in the product's currency.
 */

/** A fee band: the annual fee (percent of the balance, VAT included) up to a balance (null: above). */
export const feeTierSchema = z.object({ upTo: z.nullable(amount), annualPercent: percent });
export type FeeTier = z.infer<typeof feeTierSchema>;

export const productCodes = [
  'goals',
  'short-term-invest',
  'short-term-invest-plus',
  'short-term-invest-dollars',
  'short-term-invest-dollars-plus',
  'dollarbox',
] as const;
export type ProductCode = (typeof productCodes)[number];

/** A product a client can invest in; `categories` are the goal categories that belong to it. */
export const productSchema = z.object({
  code: z.enum(productCodes),
  name: z.string(),
  summary: z.string(),
  currency: currencyCode,
  /** The risk of its strategies, 1 (most conservative) to 5. */
  risk: z.object({ from: z.number(), to: z.number() }),
  minimumDeposit: amount,
  /** Business days from a rescue request to the money in the client's bank account (0: same day). */
  rescueBusinessDays: z.number(),
  categories: z.array(z.string()),
  /** Bands from the lowest balance up; the last one has `upTo: null`. */
  fees: z.array(feeTierSchema).check(z.minLength(1)),
});
export type Product = z.infer<typeof productSchema>;

/** GET {apiBase}api/products: the catalogue (discover, pricing and each product's page). */
export const productCatalogueSchema = z.object({
  products: z.array(productSchema),
  /** The day the fees were last set (pricing shows it). */
  feesUpdatedOn: isoDate,
});
export type ProductCatalogue = z.infer<typeof productCatalogueSchema>;

/** A blog article from the company's feed. */
export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  author: z.string(),
  publishedOn: isoDate,
  readingMinutes: z.number(),
  /** The article on the company's site (opens in a new tab). */
  url: webUrl,
});
export type Article = z.infer<typeof articleSchema>;

/** GET {apiBase}api/blog/articles: newest first. */
export const articlesSchema = z.object({ items: z.array(articleSchema) });

/** The products domain's calls. */
export const productsContract = {
  catalogue: endpoint({
    method: 'GET',
    path: 'api/products',
    summary: 'The products a client can invest in, with their fees and the day the fees were set.',
    response: productCatalogueSchema,
  }),
  articles: endpoint({
    method: 'GET',
    path: 'api/blog/articles',
    summary: 'The company’s articles ("Descubre"), newest first.',
    response: articlesSchema,
  }),
} as const;

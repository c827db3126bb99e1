import * as z from 'zod/mini';

/**
 * What a client has around their money (docs/RULES.md#money-views): the product catalogue and its
 * fees, the advisor, the referral programme, insurance contracts in detail and the blog. Our
 * contract, validated at the boundary and shared with the mock backend. Amounts are in the named currency (whole pesos for CLP); dates are days in Chile.
 */

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));
const amount = z.number().check(z.refine(Number.isFinite, 'a finite amount'));
const currencyCode = z.enum(['CLP', 'USD']);
/** A web address the portal may put in a link: http(s) only (never `javascript:` or `data:`). */
const webUrl = z.url({ protocol: /^https?$/ });
const percent = z.number().check(z.refine((value) => value >= 0 && value < 100, 'a percentage 0–100'));

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

/** The client's advisor: a person of the company, with how to reach them. */
export const advisorSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  surname: z.string(),
  role: z.string(),
  email: z.string(),
  /** E.164, e.g. +56 2 2345 6789 written "+56223456789". */
  phone: z.string(),
  bio: z.string(),
  /** The advisor's next free day, or null when their agenda is full. */
  nextAvailableOn: z.nullable(isoDate),
});
export type Advisor = z.infer<typeof advisorSchema>;

/** GET {apiBase}api/advisor: the client's advisor, or null while none is assigned. */
export const advisorResponseSchema = z.object({ advisor: z.nullable(advisorSchema) });

export const referralStatuses = ['invited', 'registered', 'invested'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** Someone the client invited: named as the programme may show (first name and initial). */
export const referredClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  invitedOn: isoDate,
  status: z.enum(referralStatuses),
  /** What the client earned for them (once they invested), in pesos. */
  reward: amount,
});
export type ReferredClient = z.infer<typeof referredClientSchema>;

/** GET {apiBase}api/referrals: the client's code, the link to share, the reward and who they invited. */
export const referralProgrammeSchema = z.object({
  code: z.string().check(z.minLength(4)),
  shareUrl: webUrl,
  /** What each side gets when an invited friend first invests, in pesos. */
  rewardPerFriend: amount,
  referred: z.array(referredClientSchema),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;

export const insuranceStatuses = ['active', 'cancelled'] as const;

/** A beneficiary of a life insurance: their share of the payment, in percent (all add up to 100). */
export const beneficiarySchema = z.object({ name: z.string(), relationship: z.string(), share: percent });

/** GET {apiBase}api/insurances/{id}: one insurance contract of the client (404 when not theirs). */
export const insuranceDetailSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  insurer: z.string(),
  policyNumber: z.string(),
  status: z.enum(insuranceStatuses),
  startOn: isoDate,
  /** The day cover ends, or null while it renews every year. */
  endOn: z.nullable(isoDate),
  coverage: z.object({ amount, currency: z.enum(['CLP', 'UF']) }),
  premium: z.object({ amount, currency: z.enum(['CLP', 'UF']), frequency: z.enum(['monthly', 'yearly']) }),
  /** The savings the contract has built (savings-type life insurance), in pesos; null when none. */
  savings: z.nullable(amount),
  beneficiaries: z.array(beneficiarySchema),
});
export type InsuranceDetail = z.infer<typeof insuranceDetailSchema>;

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

/** A company account's legal data (GET {apiBase}api/entity; 404 for a person's account). */
export const companyProfileSchema = z.object({
  /** As the server sends it ("765432103" or "76.543.210-3"); the page writes it the Chilean way. */
  rut: z.string(),
  legalName: z.string(),
  businessActivity: z.string(),
  address: z.string(),
  incorporatedOn: isoDate,
  status: z.enum(['active', 'in-review']),
  representative: z.object({ name: z.string(), rut: z.string(), email: z.string(), phone: z.string() }),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** A free half hour with an advisor, as Chile's wall time ("2026-11-25T10:00"): no offset to get wrong. */
export const meetingSlotSchema = z.object({
  start: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a Chile time as YYYY-MM-DDTHH:mm')),
  minutes: z.number(),
});
export type MeetingSlot = z.infer<typeof meetingSlotSchema>;

/** GET {apiBase}api/advisor/slots: the next two weeks' free slots, earliest first (empty: agenda full). */
export const meetingSlotsSchema = z.object({ slots: z.array(meetingSlotSchema) });

export const meetingModes = ['video', 'phone', 'office'] as const;
export type MeetingMode = (typeof meetingModes)[number];

/** POST {apiBase}api/advisor/meetings {start, mode, topic}: 201 with the meeting; 409 when the slot was taken. */
export const meetingSchema = z.object({
  id: z.string(),
  start: meetingSlotSchema.shape.start,
  mode: z.enum(meetingModes),
  /** Who will attend: the client's advisor, or null for the advisory team. */
  advisorName: z.nullable(z.string()),
});
export type Meeting = z.infer<typeof meetingSchema>;

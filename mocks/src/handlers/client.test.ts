import {
  advisorResponseSchema,
  articlesSchema,
  companyProfileSchema,
  insuranceDetailSchema,
  isValidRut,
  productCatalogueSchema,
  referralProgrammeSchema,
} from '@portal/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, referralCode } from '../fixtures/client.ts';
import { accounts, companyAccountIds, type PersonaId, personaIds } from '../fixtures/personas.ts';
import { server } from '../node.ts';
import { fakeAccessToken } from '../testing/tokens.ts';

const api = 'http://portal.test/';
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function get(path: string, as: PersonaId = 'individual', enterAs?: string) {
  const response = await fetch(`${api}${path}`, {
    headers: { Authorization: `Bearer ${fakeAccessToken(as)}`, ...(enterAs ? { BPEnterAsId: enterAs } : {}) },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET api/products: the catalogue', () => {
  it('passes its schema', async () => {
    const { status, body } = await get('api/products');
    expect(status).toBe(200);
    expect(productCatalogueSchema.parse(body).products.map((product) => product.code)).toEqual([
      'goals',
      'short-term-invest',
      'short-term-invest-plus',
      'short-term-invest-dollars',
      'short-term-invest-dollars-plus',
      'dollarbox',
    ]);
  });

  it.each(catalogue.products.map((product) => [product.code, product] as const))(
    '%s: fee bands rise in balance, fall or stay in fee, and end open',
    (_code, product) => {
      const bounds = product.fees.map((tier) => tier.upTo);
      expect(bounds.at(-1)).toBeNull();
      expect(bounds.slice(0, -1).every((bound) => bound !== null)).toBe(true);
      const limits = bounds.slice(0, -1) as number[];
      expect(limits).toEqual([...limits].sort((a, b) => a - b));
      const fees = product.fees.map((tier) => tier.annualPercent);
      expect(fees).toEqual([...fees].sort((a, b) => b - a));
      expect(product.risk.from).toBeLessThanOrEqual(product.risk.to);
    },
  );

  it('every goal category of every account belongs to exactly one product', () => {
    const categories = new Set(
      Object.values(accounts).flatMap((account) =>
        (account.user.goals ?? []).map((goal) => goal.goalCategory.code),
      ),
    );
    for (const category of categories)
      expect(
        catalogue.products.filter((product) => product.categories.includes(category)),
        category,
      ).toHaveLength(1);
  });

  it("a product's currency is the currency of its goals", () => {
    for (const account of Object.values(accounts))
      for (const goal of account.user.goals ?? []) {
        const product = catalogue.products.find((candidate) =>
          candidate.categories.includes(goal.goalCategory.code),
        );
        expect(product?.currency, goal.title).toBe(goal.currency.currencyCode === 'USD' ? 'USD' : 'CLP');
      }
  });
});

describe('GET api/advisor', () => {
  it.each<[PersonaId, string | null]>([
    ['individual', 'Daniela'],
    ['company', 'Tomás'],
    ['usInvitation', 'Carolina'],
    ['onboarding', null],
  ])('%s: %s', async (persona, firstname) => {
    const { status, body } = await get('api/advisor', persona);
    expect(status).toBe(200);
    expect(advisorResponseSchema.parse(body).advisor?.firstname ?? null).toBe(firstname);
  });

  it('answers for the company a representative entered as', async () => {
    const { body } = await get('api/advisor', 'multiCompany', 'co-1');
    expect(advisorResponseSchema.parse(body).advisor?.role).toBe('Ejecutivo de empresas');
  });
});

describe('GET api/referrals', () => {
  it.each(personaIds.map((persona) => [persona] as const))('%s: a valid programme', async (persona) => {
    const { status, body } = await get('api/referrals', persona);
    expect(status).toBe(200);
    const programme = referralProgrammeSchema.parse(body);
    expect(programme.shareUrl.endsWith(`/${programme.code}`)).toBe(true);
    // Only a friend who invested has earned the reward.
    for (const friend of programme.referred)
      expect(friend.reward).toBe(friend.status === 'invested' ? programme.rewardPerFriend : 0);
  });

  it.each<[string, string, string, RegExp]>([
    ['a plain name', 'individual', 'Camila', /^CAMILA-[0-9A-Z]{4}$/],
    ['accents dropped', 'usInvitation', 'Benjamín', /^BENJAMIN-[0-9A-Z]{4}$/],
    ['a long name cut to 8', 'company', 'Inversiones Andes', /^INVERSIO-[0-9A-Z]{4}$/],
    ['no letters at all', 'co-1', '123', /^PORTAL-[0-9A-Z]{4}$/],
  ])('the code: %s', (_name, account, firstname, pattern) => {
    expect(referralCode(account as PersonaId, firstname)).toMatch(pattern);
  });

  it('each account has its own code', () => {
    const codes = Object.values(accounts).map((account) => referralCode(account.id, 'X'));
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('GET api/insurances/{id}', () => {
  it("the client's own contract, in detail; beneficiaries share 100%", async () => {
    const { status, body } = await get('api/insurances/501');
    expect(status).toBe(200);
    const detail = insuranceDetailSchema.parse(body);
    expect(detail.title).toBe(accounts.individual.user.insuranceContracts?.[0]?.product.title);
    expect(detail.beneficiaries.reduce((sum, beneficiary) => sum + beneficiary.share, 0)).toBe(100);
  });

  it.each<[string, string, PersonaId, number]>([
    ["another client's contract is not found", 'api/insurances/501', 'usInvitation', 404],
    ['an unknown contract is not found', 'api/insurances/999', 'individual', 404],
  ])('%s', async (_name, path, as, status) => {
    expect((await get(path, as)).status).toBe(status);
  });
});

describe('GET api/blog/articles', () => {
  it('newest first', async () => {
    const { items } = articlesSchema.parse((await get('api/blog/articles')).body);
    expect(items.length).toBeGreaterThan(0);
    const days = items.map((article) => article.publishedOn);
    expect(days).toEqual([...days].sort().reverse());
  });
});

describe('GET api/entity', () => {
  it.each<[string, PersonaId, string | undefined, string]>([
    ['a company signed in', 'company', undefined, 'Inversiones Andes SpA'],
    ...companyAccountIds.map(
      (id) =>
        [
          `a company entered by its representative (${id})`,
          'multiCompany',
          id,
          accounts[id].user.firstname,
        ] as [string, PersonaId, string, string],
    ),
  ])('%s: its legal data, with RUTs that pass módulo 11', async (_name, persona, enterAs, name) => {
    const { status, body } = await get('api/entity', persona, enterAs);
    expect(status).toBe(200);
    const profile = companyProfileSchema.parse(body);
    expect(profile.legalName.startsWith(name)).toBe(true);
    expect(isValidRut(profile.rut)).toBe(true);
    expect(isValidRut(profile.representative.rut)).toBe(true);
  });

  it("a person's account has none", async () => {
    expect((await get('api/entity', 'individual')).status).toBe(404);
  });
});

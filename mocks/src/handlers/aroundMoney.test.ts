import {
  advisorResponseSchema,
  articlesSchema,
  companyProfileSchema,
  insuranceDetailSchema,
  isBusinessDay,
  isValidRut,
  meetingSchema,
  meetingSlotsSchema,
  productCatalogueSchema,
  referralProgrammeSchema,
} from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockStore } from '../control/store.ts';
import { advisorSlots } from '../fixtures/advisors.ts';
import { catalogue } from '../fixtures/catalogue.ts';
import { companyProfiles } from '../fixtures/companies.ts';
import {
  type AccountId,
  accounts,
  companyAccountIds,
  type PersonaId,
  personaIds,
} from '../fixtures/personas.ts';
import { referralCode } from '../fixtures/referrals.ts';
import { server } from '../node.ts';
import { personaClient } from '../testing/http.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { chileToday } from './money.ts';

const api = 'http://portal.test/';
const { get, post } = personaClient(api, fakeAccessToken);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => resetMockStore());

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
  it.each<[string, PersonaId, AccountId | undefined, string]>([
    ['a company signed in', 'company', undefined, 'Inversiones Andes SpA'],
    ['the client at scale, a company signed in', 'familyOffice', undefined, 'Patrimonio Cordillera SpA'],
    ...companyAccountIds.map(
      (id) =>
        [
          `a company entered by its representative (${id})`,
          'multiCompany',
          id,
          accounts[id].user.firstname,
        ] as [string, PersonaId, AccountId, string],
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

  it('every persona who signs in as a company has its legal data (its page would fail with none)', () => {
    const companies = personaIds.filter((id) => accounts[id].user.userType === 'entity');
    expect(companies).toContain('familyOffice');
    expect(companies.filter((id) => !companyProfiles[id])).toEqual([]);
  });
});

describe('meetings with the advisor', () => {
  it.each<[string, string]>([
    ['a Monday', '2026-11-23'],
    ['a Friday (the weekend is skipped)', '2026-11-27'],
    ['the end of a year (31 December and Año Nuevo skipped)', '2026-12-30'],
    ['Fiestas Patrias week', '2026-09-16'],
  ])('slots after %s: 10 business days, 09:00 to 17:00 by half hours, earliest first', (_name, today) => {
    const slots = advisorSlots('individual', today);
    expect(slots.length).toBeGreaterThan(50);
    expect(slots).toEqual([...slots].sort());
    const days = [...new Set(slots.map((slot) => slot.slice(0, 10)))];
    expect(days).toHaveLength(10);
    for (const day of days) {
      expect(day > today).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
      expect(isBusinessDay(day)).toBe(true);
    }
    for (const slot of slots) expect(slot.slice(11)).toMatch(/^(09|1[0-6]):(00|30)$|^17:00$/);
  });

  it("the advisor's next free day is the first slot's; a full agenda offers none", async () => {
    const { body } = await get('api/advisor/slots');
    const first = meetingSlotsSchema.parse(body).slots[0]?.start.slice(0, 10);
    const advisor = advisorResponseSchema.parse((await get('api/advisor')).body).advisor;
    expect(advisor?.nextAvailableOn).toBe(first);
    expect(meetingSlotsSchema.parse((await get('api/advisor/slots', 'usInvitation')).body).slots).toEqual([]);
    expect(
      advisorResponseSchema.parse((await get('api/advisor', 'usInvitation')).body).advisor?.nextAvailableOn,
    ).toBeNull();
  });

  const book = (body: unknown, key: string = crypto.randomUUID()) =>
    post('api/advisor/meetings', body, 'individual', { 'Idempotency-Key': key });

  it('a booked slot is no longer offered, and booking it again is a conflict', async () => {
    const slot = advisorSlots('individual', chileToday())[0];
    const booked = await book({ start: slot, mode: 'video', topic: 'Mi jubilación' });
    expect(booked.status).toBe(201);
    expect(meetingSchema.parse(booked.body)).toMatchObject({
      start: slot,
      mode: 'video',
      advisorName: 'Daniela Muñoz Pérez',
    });
    const { slots } = meetingSlotsSchema.parse((await get('api/advisor/slots')).body);
    expect(slots.map((free) => free.start)).not.toContain(slot);
    expect((await book({ start: slot, mode: 'video' })).status).toBe(409);
    // Another client's agenda is their own.
    expect(advisorSlots('riskProfile', chileToday())).toContain(slot);
  });

  it.each<[string, unknown, number]>([
    ['an unknown mode', { start: 'x', mode: 'fax' }, 400],
    ['a topic too long', { start: 'x', mode: 'phone', topic: 'a'.repeat(501) }, 400],
    ['a time that is not a slot', { start: '2026-11-29T03:00', mode: 'office' }, 409],
    ['no body', null, 400],
  ])('%s: %s', async (_name, body, status) => {
    expect((await book(body)).status).toBe(status);
  });

  it('needs an Idempotency-Key, and a key already answered gets the same meeting again', async () => {
    const slot = advisorSlots('individual', chileToday())[1];
    expect((await post('api/advisor/meetings', { start: slot, mode: 'phone' })).status).toBe(400);
    const first = await book({ start: slot, mode: 'phone' }, 'retry-key');
    const again = await book({ start: slot, mode: 'phone' }, 'retry-key');
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    // Another key for the same slot is someone else's try: the slot is taken.
    expect((await book({ start: slot, mode: 'phone' }, 'other-key')).status).toBe(409);
  });
});

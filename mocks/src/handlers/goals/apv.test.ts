import {
  apvCertificatesSchema,
  apvYearSchema,
  depositReceiptSchema,
  fieldErrorsSchema,
  goalSchema,
  regimeABonusCap,
  rescueOptionsSchema,
  rescueReceiptSchema,
} from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { server } from '../../node.ts';
import { utmOf } from '../../simulation/indicators.ts';
import { personaClient, provenHeader } from '../../testing/http.ts';
import { fakeAccessToken } from '../../testing/tokens.ts';
import { resetProductState } from '../frame/product.ts';
import { chileToday } from '../money.ts';
import { lastCodeSent } from './confirmationCodeStore.ts';

const api = 'http://portal.test/';
const client = personaClient(api, fakeAccessToken);
const { get, post } = client;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMockStore();
  resetProductState();
});
afterAll(() => server.close());

const once = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const year = Number(chileToday().slice(0, 4));
const apvOf = async (as: 'apvA' | 'apvB' | 'individual') =>
  apvYearSchema.parse((await get('api/apv', as)).body);

describe('GET api/apv (docs/RULES.md#apv-voluntary-retirement-savings)', () => {
  it('Sofía (A): this year’s bonus near its 6 UTM cap, last year’s still to come, nothing under B', async () => {
    const apv = await apvOf('apvA');
    const cap = regimeABonusCap(utmOf(chileToday().slice(0, 7)));
    expect(apv.year).toBe(year);
    expect(apv.savedA).toBeGreaterThan(0);
    expect(apv.bonus.thisYear).toBeLessThanOrEqual(cap);
    expect(apv.bonus.thisYear).toBeGreaterThan(cap * 0.9);
    expect(apv.bonus.lastYear).toBeGreaterThan(0);
    expect(apv).toMatchObject({ savedB: 0, rescuedA: 0, rescuedB: 0 });
    expect(apv.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Diego (B): savings and a rescue under B this year, no bonus', async () => {
    const apv = await apvOf('apvB');
    expect(apv.savedB).toBeGreaterThan(0);
    expect(apv.rescuedB).toBeGreaterThan(0);
    expect(apv).toMatchObject({ savedA: 0, rescuedA: 0, bonus: { thisYear: 0, lastYear: 0 } });
  });

  it('a person without APV: zeros; a company has none (404)', async () => {
    expect(await apvOf('individual')).toMatchObject({ savedA: 0, savedB: 0, asOf: null });
    expect((await get('api/apv', 'company')).status).toBe(404);
  });
});

describe('a deposit into an APV goal', () => {
  it('past the year’s 600 UF is refused with what fits, in pesos and UF; what fits is taken and counted', async () => {
    const before = await apvOf('apvA');
    const refused = await post('api/goals/801/deposits', { amount: 49_000_000 }, 'apvA', once());
    expect(refused.status).toBe(422);
    const message = fieldErrorsSchema.parse(refused.body).errors.amount;
    expect(message).toMatch(
      /^Este año tu APV admite hasta \$[\d.]+ \(UF [\d.]+,\d{2}\): el régimen A y el B juntos suman hasta 600 UF al año\.$/,
    );
    const fits = Number(message?.match(/hasta \$([\d.]+)/)?.[1]?.replaceAll('.', ''));
    const taken = await post('api/goals/801/deposits', { amount: fits }, 'apvA', once());
    expect(taken.status).toBe(201);
    depositReceiptSchema.parse(taken.body);
    const after = await apvOf('apvA');
    expect(after.savedA).toBe(before.savedA + fits);
    const full = await post('api/goals/801/deposits', { amount: 5_000 }, 'apvA', once());
    expect(fieldErrorsSchema.parse(full.body).errors.amount).toMatch(/^Ya ahorraste este año las 600 UF/);
  });

  it('a goal that is no APV has no such cap', async () => {
    expect((await post('api/goals/802/deposits', { amount: 49_000_000 }, 'apvA', once())).status).toBe(201);
  });
});

describe('a rescue from an APV goal', () => {
  it('its options carry the regime and the bonus held; another goal’s carry none', async () => {
    const apv = await apvOf('apvA');
    const options = rescueOptionsSchema.parse((await get('api/goals/801/rescue-options', 'apvA')).body);
    expect(options.apv).toEqual({ regime: 'A', bonusHeld: apv.bonus.thisYear + apv.bonus.lastYear });
    const other = rescueOptionsSchema.parse((await get('api/goals/802/rescue-options', 'apvA')).body);
    expect(other.apv).toBeUndefined();
  });

  it('under B, the receipt keeps what it cost: 15 % withheld, the net, the surcharge’s range', async () => {
    const order = { kind: 'partial', amount: 1_000_000, accountId: 'acc-apvb-1' };
    const proof = await provenHeader(client, () => lastCodeSent('apvB', 'rescue'), {
      operation: 'rescue',
      goalId: 851,
      order,
      as: 'apvB',
    });
    const placed = await post('api/goals/851/rescues', order, 'apvB', { ...once(), ...proof });
    expect(placed.status).toBe(201);
    expect(rescueReceiptSchema.parse(placed.body).apv).toEqual({
      regime: 'B',
      withheld: 150_000,
      net: 850_000,
      bonusGivenBack: 0,
      surcharge: { min: 30_000, max: 70_000 },
    });
  });
});

describe('a rescue under A gives back the bonus its cost said', () => {
  it.each<[string, number]>([
    ['a part: 15 % of it, from this year’s bonus', 1_000_000],
    ['all of it: this year’s and last year’s', 6_180_000],
  ])('%s', async (_name, amount) => {
    const before = await apvOf('apvA');
    const held = before.bonus.thisYear + before.bonus.lastYear;
    const order = { kind: 'partial', amount, accountId: 'acc-apva-1' };
    const proof = await provenHeader(client, () => lastCodeSent('apvA', 'rescue'), {
      operation: 'rescue',
      goalId: 801,
      order,
      as: 'apvA',
    });
    const placed = await post('api/goals/801/rescues', order, 'apvA', { ...once(), ...proof });
    const cost = rescueReceiptSchema.parse(placed.body).apv;
    expect(cost?.bonusGivenBack).toBe(Math.min(held, Math.round(amount * 0.15)));
    const after = await apvOf('apvA');
    expect(after.bonus.thisYear + after.bonus.lastYear).toBe(held - (cost?.bonusGivenBack ?? 0));
    expect(after.bonus.lastYear).toBeLessThanOrEqual(before.bonus.lastYear);
  });
});

describe('a new APV goal', () => {
  const body = (regime: string, taxRate: number | null = null) => ({
    category: 'apv',
    title: 'Mi APV',
    target: { amount: 20_000_000, date: `${year + 20}-01-01` },
    initial: 0,
    monthly: 100_000,
    strategyId: 3,
    apv: { regime, taxRate },
  });

  it.each<
    [string, 'individual' | 'apvA' | 'company', ReturnType<typeof body>, number, Record<string, string>]
  >([
    ['a person opens one under B, keeping a bracket’s rate', 'individual', body('B', 0.08), 201, {}],
    ['without a regime', 'individual', body(''), 422, { apvRegime: 'Elige el régimen A o el B.' }],
    [
      'a rate no bracket has',
      'individual',
      body('B', 0.1),
      422,
      { apvRegime: expect.stringMatching(/tramo/) },
    ],
    [
      'a second one under A',
      'apvA',
      body('A'),
      422,
      { apvRegime: expect.stringMatching(/^Ya tienes un APV en el régimen A/) },
    ],
    ['the other regime than the one held', 'apvA', body('B'), 201, {}],
    ['a company', 'company', body('A'), 422, { category: expect.stringMatching(/es para personas/) }],
  ])('%s', async (_name, as, request, status, errors) => {
    const answer = await post('api/goals', request, as, once());
    expect(answer.status).toBe(status);
    if (status === 201) expect(goalSchema.parse(answer.body).apv?.regime).toBe(request.apv.regime);
    else expect(fieldErrorsSchema.parse(answer.body).errors).toEqual(errors);
  });
});

describe('GET api/apv/certificates', () => {
  it('one per year with APV movements, newest first; last year’s bonus as api/apv says it', async () => {
    const { items } = apvCertificatesSchema.parse((await get('api/apv/certificates', 'apvA')).body);
    expect(items.map((item) => item.year)).toEqual([year, year - 1, year - 2]);
    expect(items[0]?.ready).toBe(false);
    expect(items[1]?.bonus).toBe((await apvOf('apvA')).bonus.lastYear);
    expect(apvCertificatesSchema.parse((await get('api/apv/certificates', 'individual')).body).items).toEqual(
      [],
    );
  });

  it('answers an issued year as a PDF, and one not issued yet with its day (409)', async () => {
    const issued = await fetch(`${api}api/apv/certificates/${year - 1}`, {
      headers: { Authorization: `Bearer ${fakeAccessToken('apvB')}` },
    });
    expect(issued.status).toBe(200);
    expect(issued.headers.get('Content-Type')).toBe('application/pdf');
    const early = await get(`api/apv/certificates/${year}`, 'apvB');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ readyOn: `${year + 1}-03-01` });
  });
});

import {
  banksSchema,
  contractAcceptanceSchema,
  contractSchema,
  depositOptionsSchema,
  depositReceiptSchema,
  fieldErrorsSchema,
  goalSchema,
  isValidRut,
  kycSchema,
  movementPageSchema,
  newGoalOptionsSchema,
  portfolioChangeReceiptSchema,
  rescueOptionsSchema,
  rescueReceiptSchema,
  usBrokerageAccountSchema,
  userSchema,
} from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { persistMockStore, resetMockStore } from '../control/store.ts';
import { clientRuts } from '../fixtures/banking.ts';
import { accountIds, accounts, usBrokerageEntityUuid } from '../fixtures/personas.ts';
import { server } from '../node.ts';
import { personaClient, provenHeader } from '../testing/http.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { lastCodeSent } from './goals/confirmationCodeStore.ts';

const api = 'http://portal.test/';
const client = personaClient(api, fakeAccessToken);
const { get, post } = client;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => resetMockStore());

const key = (value: string) => ({ 'Idempotency-Key': value });
/** An order's key and the proof of a confirmation code for a rescue from Casa propia. */
const provenRescue = async (value: string, order: unknown) => ({
  ...key(value),
  ...(await provenHeader(client, () => lastCodeSent('individual', 'rescue'), {
    operation: 'rescue',
    goalId: 101,
    order,
  })),
});

describe('GET api/goals/{id}/deposit-options', () => {
  it.each<[string, string, 'CLP' | 'USD', number, string]>([
    ['a goal (Casa propia)', '101', 'CLP', 5_000, 'Banco de Chile'],
    ['a dollar goal (Benjamín)', '701', 'USD', 100, 'Banco Santander'],
  ])('%s: its currency, minimum and account', async (_name, goalId, currency, minimum, bank) => {
    const as = goalId === '701' ? 'usInvitation' : 'individual';
    const { status, body } = await get(`api/goals/${goalId}/deposit-options`, as);
    expect(status).toBe(200);
    const options = depositOptionsSchema.parse(body);
    expect(options).toMatchObject({ currency, minimum, cutOff: '14:00', transferCode: `META-${goalId}` });
    expect(options.transfer.bank).toBe(bank);
  });

  it("another client's goal and an archived one are not found", async () => {
    expect((await get('api/goals/201/deposit-options')).status).toBe(404);
    const archived = (accounts.individual.user.goals ?? []).find((goal) => goal.archived);
    expect((await get(`api/goals/${archived?.id}/deposit-options`)).status).toBe(404);
  });
});

describe('POST api/goals/{id}/deposits', () => {
  it.each<[string, unknown, number, string | null]>([
    ['below the minimum', 4_999, 422, 'El mínimo es $5.000.'],
    ['above the maximum', 50_000_001, 422, 'El máximo por depósito es $50.000.000.'],
    ['pesos with decimals', 10_000.5, 422, 'Ingresa un monto en pesos, sin decimales.'],
    // Another type breaks the contract: 400, with the same words on the field.
    ['not a number', '10000', 400, 'Ingresa un monto.'],
    ['the minimum', 5_000, 201, null],
    ['the maximum', 50_000_000, 201, null],
  ])('%s (%s) → %i', async (_name, amount, status, message) => {
    const answer = await post('api/goals/101/deposits', { amount }, 'individual', key(`k-${String(amount)}`));
    expect(answer.status).toBe(status);
    if (message) expect(fieldErrorsSchema.parse(answer.body).errors).toEqual({ amount: message });
    else expect(depositReceiptSchema.parse(answer.body)).toMatchObject({ amount, status: 'pending' });
  });

  it('dollars take cents, and no more', async () => {
    const ok = await post('api/goals/701/deposits', { amount: 150.25 }, 'usInvitation', key('usd-1'));
    expect(ok.status).toBe(201);
    const bad = await post('api/goals/701/deposits', { amount: 150.255 }, 'usInvitation', key('usd-2'));
    expect(fieldErrorsSchema.parse(bad.body).errors.amount).toBe('Usa hasta dos decimales.');
  });

  it('needs an idempotency key, and the same key moves money once', async () => {
    expect((await post('api/goals/101/deposits', { amount: 20_000 })).status).toBe(400);
    const first = await post('api/goals/101/deposits', { amount: 20_000 }, 'individual', key('same'));
    const again = await post('api/goals/101/deposits', { amount: 20_000 }, 'individual', key('same'));
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const pending = movementPageSchema.parse(
      (await get('api/movements?goalId=101&status=pending&pageSize=100')).body,
    );
    expect(
      pending.items.filter((movement) => movement.amount === 20_000 && movement.id.startsWith('dep-')),
    ).toHaveLength(1);
  });

  it('shows at once, en proceso, in the goal movements and the pending fundings', async () => {
    const receipt = depositReceiptSchema.parse(
      (await post('api/goals/101/deposits', { amount: 123_000 }, 'individual', key('shows'))).body,
    );
    const first = movementPageSchema.parse((await get('api/movements?goalId=101')).body).items[0];
    expect(first).toMatchObject({ id: receipt.id, type: 'deposit', status: 'pending', amount: 123_000 });
    const filter = encodeURIComponent(JSON.stringify({ where: { status: 'pending', goalId: 101 } }));
    const fundings = (await get(`fundings/?filter=${filter}`)).body as { id: string }[];
    expect(fundings.map((funding) => funding.id)).toContain(receipt.id);
    // Another client sees nothing of it.
    const theirs = movementPageSchema.parse(
      (await get('api/movements?status=pending&pageSize=100', 'company')).body,
    );
    expect(theirs.items.map((movement) => movement.id)).not.toContain(receipt.id);
  });

  it("cannot deposit into another client's goal", async () => {
    expect((await post('api/goals/201/deposits', { amount: 20_000 }, 'individual', key('x'))).status).toBe(
      404,
    );
  });
});

describe('GET api/orders/{idempotencyKey}: the order a lost answer placed', () => {
  it('answers the receipt a key placed, the same as the write answered', async () => {
    const placed = await post('api/goals/101/deposits', { amount: 10_000 }, 'individual', key('k-read'));
    expect(placed.status).toBe(201);
    const read = await get('api/orders/k-read');
    expect(read.status).toBe(200);
    expect(depositReceiptSchema.parse(read.body)).toEqual(placed.body);
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['a key never sent', async () => undefined, 'k-never'],
    [
      'a key whose order was refused (422)',
      () => post('api/goals/101/deposits', { amount: 1 }, 'individual', key('k-refused')),
      'k-refused',
    ],
    [
      'a key whose order lacked its proof (403)',
      () =>
        post('api/goals/101/rescues', { kind: 'total', accountId: 'acc-ind-1' }, 'individual', key('k-403')),
      'k-403',
    ],
  ])('%s → 404, so sending it again is safe', async (_case, before, value) => {
    await before();
    const read = await get(`api/orders/${value}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ message: 'No hay una orden con esa clave.' });
  });

  it("another client's key is not found, and a token of no one is a 401", async () => {
    await post('api/goals/101/deposits', { amount: 10_000 }, 'individual', key('k-mine'));
    expect((await get('api/orders/k-mine', 'company')).status).toBe(404);
    const stranger = await fetch(`${api}api/orders/k-mine`, {
      headers: { Authorization: `Bearer ${fakeAccessToken('nobody')}` },
    });
    expect(stranger.status).toBe(401);
  });
});

describe('rescues', () => {
  const casaPropia = (accounts.individual.user.goals ?? []).find((goal) => goal.id === 101);
  const capital = casaPropia?.currentCapital ?? 0;

  it.each(accountIds)('%s has a valid RUT of its own (a new account must be in that name)', (id) => {
    expect(isValidRut(clientRuts[id])).toBe(true);
    expect(Object.values(clientRuts).filter((rut) => rut === clientRuts[id])).toHaveLength(1);
  });

  it('lists the banks', async () => {
    const banks = banksSchema.parse((await get('api/banks')).body);
    expect(banks.map((bank) => bank.name)).toEqual(expect.arrayContaining(['BancoEstado', 'Banco de Chile']));
  });

  it("options: what is available, the payment days of the goal's product, the accounts and the RUT", async () => {
    const options = rescueOptionsSchema.parse((await get('api/goals/101/rescue-options')).body);
    expect(options).toMatchObject({
      currency: 'CLP',
      available: capital,
      minimum: 5_000,
      paymentBusinessDays: 3,
      holderRut: '16.543.210-K',
    });
    expect(options.accounts.map((account) => account.bankName)).toEqual(['Banco de Chile', 'BancoEstado']);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no kind', { accountId: 'acc-ind-1' }, { kind: 'Elige si rescatas una parte o todo.' }],
    [
      'below the minimum',
      { kind: 'partial', amount: 1_000, accountId: 'acc-ind-1' },
      { amount: 'El mínimo es $5.000.' },
    ],
    [
      'more than there is',
      { kind: 'partial', amount: capital + 1, accountId: 'acc-ind-1' },
      {
        amount: `Puedes rescatar hasta ${new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' }).format(capital)}.`,
      },
    ],
    ['no account', { kind: 'total' }, { accountId: 'Elige la cuenta que recibirá tu rescate.' }],
    [
      'an account that is not theirs',
      { kind: 'total', accountId: 'acc-com-1' },
      { accountId: 'Elige la cuenta que recibirá tu rescate.' },
    ],
    [
      'a new account in another name, without bank and with a short number',
      {
        kind: 'total',
        newAccount: { bankCode: '999', type: 'vista', number: '12', holderRut: '15.987.654-3' },
      },
      {
        bankCode: 'Elige el banco.',
        number: 'Ingresa un número de cuenta de 4 a 20 dígitos.',
        holderRut: 'La cuenta debe estar a tu nombre (RUT 16.543.210-K).',
      },
    ],
    [
      'a RUT that is no RUT',
      {
        kind: 'total',
        newAccount: { bankCode: '012', type: 'vista', number: '16543210', holderRut: '16.543.210-1' },
      },
      { holderRut: 'Ingresa un RUT válido.' },
    ],
  ])('refuses %s, field by field (422)', async (_name, body, errors) => {
    const answer = await post('api/goals/101/rescues', body, 'individual', key(_name));
    expect(answer.status).toBe(422);
    expect(fieldErrorsSchema.parse(answer.body).errors).toEqual(errors);
  });

  it('a partial rescue to a registered account: en proceso, paid in business days, less available', async () => {
    const proven = await provenRescue('r1', { kind: 'partial', amount: 500_000, accountId: 'acc-ind-2' });
    const answer = await post(
      'api/goals/101/rescues',
      { kind: 'partial', amount: 500_000, accountId: 'acc-ind-2' },
      'individual',
      proven,
    );
    expect(answer.status).toBe(201);
    const receipt = rescueReceiptSchema.parse(answer.body);
    expect(receipt).toMatchObject({
      kind: 'partial',
      amount: 500_000,
      status: 'pending',
      account: { bankName: 'BancoEstado' },
    });
    expect(receipt.payOn > receipt.createdAt.slice(0, 10)).toBe(true);
    const first = movementPageSchema.parse((await get('api/movements?goalId=101')).body).items[0];
    expect(first).toMatchObject({ id: receipt.id, type: 'rescue', status: 'pending', amount: 500_000 });
    const options = rescueOptionsSchema.parse((await get('api/goals/101/rescue-options')).body);
    expect(options.available).toBe(capital - 500_000);
    // The same key again: the same answer, no second rescue (the proof, spent, is not asked again).
    expect(
      await post(
        'api/goals/101/rescues',
        { kind: 'partial', amount: 500_000, accountId: 'acc-ind-2' },
        'individual',
        proven,
      ),
    ).toEqual(answer);
    expect(rescueOptionsSchema.parse((await get('api/goals/101/rescue-options')).body).available).toBe(
      capital - 500_000,
    );
  });

  it('a total rescue to a new account in their name: all that is available, and the account is kept', async () => {
    const answer = await post(
      'api/goals/101/rescues',
      {
        kind: 'total',
        newAccount: { bankCode: '016', type: 'corriente', number: '77-889-900', holderRut: '16543210k' },
      },
      'individual',
      await provenRescue('r2', {
        kind: 'total',
        newAccount: { bankCode: '016', type: 'corriente', number: '77-889-900', holderRut: '16543210k' },
      }),
    );
    expect(answer.status).toBe(201);
    expect(rescueReceiptSchema.parse(answer.body)).toMatchObject({
      kind: 'total',
      amount: capital,
      account: { bankName: 'Banco BCI', maskedNumber: '•••• 9900' },
    });
    const options = rescueOptionsSchema.parse((await get('api/goals/101/rescue-options')).body);
    expect(options.available).toBe(0);
    const added = options.accounts.find((account) => account.maskedNumber === '•••• 9900');
    // Added now: for the next 24 hours its rescues say why they need a code.
    expect(Date.now() - Date.parse(added?.addedAt ?? '')).toBeLessThan(60_000);
    const again = await post(
      'api/goals/101/rescues',
      { kind: 'total', accountId: 'acc-ind-1' },
      'individual',
      key('r3'),
    );
    expect(fieldErrorsSchema.parse(again.body).errors).toEqual({
      kind: 'Esta meta no tiene saldo disponible para rescatar.',
    });
  });
});

describe('POST api/goals/{id}/portfolio-changes', () => {
  // Casa propia (101) is on strategy 4 (Arriesgada).
  it.each<[string, unknown, string]>([
    ['no strategy', {}, 'Elige una estrategia.'],
    ['one that does not exist', { strategyId: 9 }, 'Elige una estrategia.'],
    ['the one it already has', { strategyId: 4 }, 'Esa ya es la estrategia de tu meta.'],
  ])('refuses %s (422 on strategyId)', async (_name, body, message) => {
    const answer = await post('api/goals/101/portfolio-changes', body, 'individual', key(_name));
    expect(answer.status).toBe(422);
    expect(fieldErrorsSchema.parse(answer.body).errors).toEqual({ strategyId: message });
  });

  // The wallet (105) and the emergency fund (104, short-term) hold their product's one strategy.
  it.each([
    ['the wallet into equities', '105', 5],
    ['the wallet into a conservative mix', '105', 2],
    ['a short-term goal into a moderate mix', '104', 3],
  ])('refuses %s: its product does not allow it', async (_name, goalId, strategyId) => {
    const answer = await post(
      `api/goals/${goalId}/portfolio-changes`,
      { strategyId },
      'individual',
      key(_name),
    );
    expect(answer.status).toBe(422);
    expect(fieldErrorsSchema.parse(answer.body).errors).toEqual({
      strategyId: 'Esta meta no admite esa estrategia.',
    });
  });

  it('changes once: en proceso in the movements, a second change refused while it lasts', async () => {
    const answer = await post('api/goals/101/portfolio-changes', { strategyId: 3 }, 'individual', key('c1'));
    expect(answer.status).toBe(201);
    const receipt = portfolioChangeReceiptSchema.parse(answer.body);
    expect(receipt).toMatchObject({ fromStrategyId: 4, toStrategyId: 3, status: 'pending' });
    expect(receipt.effectiveOn > receipt.createdAt.slice(0, 10)).toBe(true);
    expect(await post('api/goals/101/portfolio-changes', { strategyId: 3 }, 'individual', key('c1'))).toEqual(
      answer,
    );
    const first = movementPageSchema.parse((await get('api/movements?goalId=101')).body).items[0];
    expect(first).toMatchObject({
      id: receipt.id,
      type: 'portfolio-change',
      status: 'pending',
      toStrategyId: 3,
    });
    const again = await post('api/goals/101/portfolio-changes', { strategyId: 5 }, 'individual', key('c2'));
    expect(fieldErrorsSchema.parse(again.body).errors.strategyId).toBe(
      'Ya tienes un cambio de estrategia en proceso para esta meta.',
    );
  });
});

describe('new goals', () => {
  const valid = {
    category: 'travel',
    title: 'Viaje a Chiloé',
    target: { amount: 3_000_000, date: '2028-12-01' },
    initial: 200_000,
    monthly: 80_000,
    strategyId: 2,
  };

  it("options: the client's risk profile and each strategy's outlook", async () => {
    const options = newGoalOptionsSchema.parse((await get('api/goals/new-options')).body);
    expect(options.riskProfile).toEqual({ title: 'Arriesgado', maxRisk: 5 });
    expect(options.strategyOutlook.map((outlook) => outlook.strategyId)).toEqual([1, 2, 3, 4, 5]);
    const company = newGoalOptionsSchema.parse((await get('api/goals/new-options', 'company')).body);
    expect(company.riskProfile.maxRisk).toBe(3);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no category', { ...valid, category: 'yacht' }, { category: 'Elige el tipo de meta.' }],
    ['a one-letter name', { ...valid, title: ' A ' }, { title: 'Ponle un nombre de 2 a 40 caracteres.' }],
    [
      'a small target',
      { ...valid, target: { amount: 50_000, date: '2028-12-01' } },
      { targetAmount: 'La meta debe ser de al menos $100.000, en pesos.' },
    ],
    [
      'a past date',
      { ...valid, target: { amount: 3_000_000, date: '2020-01-01' } },
      { targetDate: 'Elige una fecha futura.' },
    ],
    [
      'a tiny monthly',
      { ...valid, monthly: 1_000 },
      { monthly: 'El aporte mensual es de al menos $5.000 (o 0).' },
    ],
    ['no strategy', { ...valid, strategyId: 8 }, { strategyId: 'Elige una estrategia.' }],
    [
      'a target of 10^20 pesos',
      { ...valid, target: { amount: 1e20, date: '2028-12-01' } },
      { targetAmount: 'La meta puede ser de hasta $10.000.000.000.' },
    ],
    [
      'a month in the year 9500',
      { ...valid, target: { amount: 3_000_000, date: '9500-01-01' } },
      { targetDate: 'Elige un mes dentro de los próximos 50 años.' },
    ],
    [
      'an initial deposit of 10^20',
      { ...valid, initial: 1e20 },
      { initial: 'El depósito inicial puede ser de hasta $50.000.000.' },
    ],
    [
      'a monthly above one deposit',
      { ...valid, monthly: 50_000_001 },
      { monthly: 'El aporte mensual puede ser de hasta $50.000.000.' },
    ],
    [
      'a negative initial deposit',
      { ...valid, initial: -5_000 },
      { initial: 'Ingresa un monto en pesos (0 si aún no).' },
    ],
  ])('refuses %s (422 on its field)', async (_name, body, errors) => {
    const answer = await post('api/goals', body, 'individual', key(_name));
    expect(answer.status).toBe(422);
    expect(fieldErrorsSchema.parse(answer.body).errors).toEqual(errors);
  });

  // A savings product opened as a goal (docs/RULES.md#savings-products).
  const inDollars = {
    category: 'short-term-invest-dollars',
    product: 'short-term-invest-dollars',
    title: 'Dólares para viajar',
    target: { amount: 1_500.5, date: '2028-12-01' },
    initial: 150.25,
    monthly: 100,
    strategyId: 1,
  };

  it('opens a savings product as a goal in its currency, with its one strategy; its deposits go to that currency', async () => {
    const answer = await post('api/goals', inDollars, 'individual', key('p1'));
    expect(answer.status).toBe(201);
    const goal = goalSchema.parse(answer.body);
    expect(goal).toMatchObject({
      currency: { currencyCode: 'USD' },
      goalCategory: { code: 'short-term-invest-dollars' },
      portfolio: { investmentStrategyId: 1 },
      target: { amount: 1_500.5 },
    });
    const options = depositOptionsSchema.parse((await get(`api/goals/${goal.id}/deposit-options`)).body);
    expect(options).toMatchObject({ currency: 'USD', transfer: { bank: 'Banco Santander' } });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a target under US$1.000 and a monthly under US$100',
      { ...inDollars, target: { amount: 999.99, date: '2028-12-01' }, monthly: 99 },
      {
        targetAmount: 'La meta debe ser de al menos US$1.000,00.',
        monthly: 'El aporte mensual es de al menos US$100,00 (o 0).',
      },
    ],
    [
      'another strategy',
      { ...inDollars, strategyId: 3 },
      { strategyId: 'Dólares de corto plazo invierte con una sola estrategia.' },
    ],
    ['an investment kind', { ...inDollars, category: 'travel' }, { category: 'Elige el tipo de meta.' }],
    [
      'the goals product',
      { ...inDollars, product: 'goals' },
      { category: 'Ese producto no se abre como meta.' },
    ],
  ])('refuses a savings goal with %s', async (_name, body, errors) => {
    const answer = await post('api/goals', body, 'individual', key(_name));
    expect(answer.status).toBe(422);
    expect(fieldErrorsSchema.parse(answer.body).errors).toEqual(errors);
  });

  it("creates the goal once, empty, and it is the client's from then on", async () => {
    const answer = await post('api/goals', valid, 'individual', key('g1'));
    expect(answer.status).toBe(201);
    const goal = goalSchema.parse(answer.body);
    expect(goal).toMatchObject({
      title: 'Viaje a Chiloé',
      currentCapital: 0,
      goalCategory: { code: 'travel' },
    });
    expect(await post('api/goals', valid, 'individual', key('g1'))).toEqual(answer);
    const rpc = await fetch(`${api}rpc/user/getCurrentUser`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${fakeAccessToken('individual')}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    const user = (await rpc.json()) as { goals: { id: number; title: string }[] };
    expect(user.goals.filter((own) => own.title === 'Viaje a Chiloé')).toHaveLength(1);
    // Its money calls answer (an empty history), and another client does not see it.
    expect((await get(`api/goals/${goal.id}/deposit-options`)).status).toBe(200);
    expect((await get(`api/goals/${goal.id}/deposit-options`, 'company')).status).toBe(404);
    // Starred, it stays starred: the star is written where the demo keeps the created goal (the
    // tab's storage), so a reload keeps it.
    const kept = new Map<string, string>();
    persistMockStore({
      getItem: (name) => kept.get(name) ?? null,
      setItem: (name, value) => void kept.set(name, value),
      removeItem: (name) => void kept.delete(name),
    });
    const { put } = personaClient(api, fakeAccessToken);
    expect((await put(`api/goals/${goal.id}/starred`, { starred: true })).body).toMatchObject({
      starred: true,
    });
    const again = await fetch(`${api}rpc/user/getCurrentUser`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${fakeAccessToken('individual')}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    const after = (await again.json()) as { goals: { id: number; starred: boolean }[] };
    expect(after.goals.find((own) => own.id === goal.id)?.starred).toBe(true);
    const stored = [...kept.values()].find((value) => value.includes('Viaje a Chiloé')) ?? '';
    expect(stored).toContain('"starred":true');
  });
});

describe('the contract', () => {
  it('an open account accepted the version in force; one still registering has not', async () => {
    const open = contractSchema.parse((await get('api/contract')).body);
    expect(open).toMatchObject({ version: '2026.2', acceptedAt: '2026-09-08T13:42:00.000Z' });
    expect(open.sections.length).toBeGreaterThan(3);
    expect(contractSchema.parse((await get('api/contract', 'company')).body).acceptedAt).not.toBeNull();
    expect(contractSchema.parse((await get('api/contract', 'onboarding')).body).acceptedAt).toBeNull();
  });

  it('accepting records it once, for that client only', async () => {
    const answer = await post('api/contract/acceptance', { version: '2026.2' }, 'onboarding', key('a1'));
    expect(answer.status).toBe(201);
    const acceptance = contractAcceptanceSchema.parse(answer.body);
    expect(await post('api/contract/acceptance', { version: '2026.2' }, 'onboarding', key('a1'))).toEqual(
      answer,
    );
    expect(contractSchema.parse((await get('api/contract', 'onboarding')).body).acceptedAt).toBe(
      acceptance.acceptedAt,
    );
    // The open account's acceptance is still its own.
    expect(contractSchema.parse((await get('api/contract')).body).acceptedAt).toBe(
      '2026-09-08T13:42:00.000Z',
    );
  });

  it('refuses an older version (422 on version)', async () => {
    const answer = await post('api/contract/acceptance', { version: '2025.1' }, 'individual', key('old'));
    expect(answer.status).toBe(422);
    expect(fieldErrorsSchema.parse(answer.body).errors.version).toMatch(/versión nueva/);
  });
});

describe('POST api/identity/card', () => {
  it.each<[string, Record<string, string>, number, Record<string, string> | null]>([
    ["the client's RUT and a new card", { rut: '16.543.210-K', serial: '123.456.789' }, 201, null],
    ['an old card with its letter', { rut: '16543210k', serial: 'a012345678' }, 201, null],
    [
      "someone else's RUT",
      { rut: '15.987.654-3', serial: '123456789' },
      422,
      { rut: 'Ese RUT no es el de tu cuenta.' },
    ],
    [
      'a RUT that is none and a short number',
      { rut: '16.543.210-1', serial: '12345' },
      422,
      {
        rut: 'Ingresa un RUT válido.',
        serial: 'El número de documento tiene 9 dígitos (o una letra y 9 dígitos).',
      },
    ],
    [
      'a blocked card',
      { rut: '16.543.210-K', serial: '100.000.000' },
      422,
      { serial: 'Esta cédula figura bloqueada en el Registro Civil. Usa tu cédula vigente.' },
    ],
  ])('%s → %i', async (_name, body, status, errors) => {
    const answer = await post('api/identity/card', body);
    expect(answer.status).toBe(status);
    if (errors) expect(fieldErrorsSchema.parse(answer.body).errors).toEqual(errors);
  });
});

describe('api/kyc', () => {
  it('starts empty, refuses an incomplete declaration field by field, and keeps a complete one', async () => {
    expect(kycSchema.parse((await get('api/kyc')).body)).toMatchObject({
      profession: '',
      isPep: null,
      updatedAt: null,
    });
    const put = async (body: unknown) => {
      const response = await fetch(`${api}api/kyc`, {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${fakeAccessToken('individual')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const refused = await put({ profession: 'X', fundsOrigin: 'other', isPep: true });
    expect(refused.status).toBe(422);
    expect(fieldErrorsSchema.parse(refused.body).errors).toEqual({
      profession: 'Tu profesión va de 2 a 60 caracteres.',
      fundsDetail: 'Cuéntanos de dónde vienen tus fondos.',
      pepDetail: 'Indica el cargo o el vínculo.',
    });
    const saved = await put({
      profession: ' Profesora ',
      fundsOrigin: 'salary',
      fundsDetail: '',
      isPep: false,
      pepDetail: '',
    });
    expect(saved.status).toBe(200);
    expect(kycSchema.parse((await get('api/kyc')).body)).toMatchObject({
      profession: 'Profesora',
      fundsOrigin: 'salary',
      isPep: false,
    });
  });
});

describe('onboarding moves as its tasks are done', () => {
  const step = async () => {
    const response = await fetch(`${api}rpc/user/getUserStatus`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${fakeAccessToken('onboarding')}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    return ((await response.json()) as { onboardingStep: string }).onboardingStep;
  };
  const put = (body: unknown) =>
    fetch(`${api}api/kyc`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${fakeAccessToken('onboarding')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('SECOND → THIRD with the declaration, → FOURTH with the contract, → DONE with the first goal', async () => {
    expect(await step()).toBe('SECOND');
    // A task out of order moves nothing.
    await post('api/contract/acceptance', { version: '2026.2' }, 'onboarding', key('early'));
    expect(await step()).toBe('SECOND');
    await put({
      profession: 'Diseñadora',
      fundsOrigin: 'salary',
      fundsDetail: '',
      isPep: false,
      pepDetail: '',
    });
    expect(await step()).toBe('THIRD');
    const firstGoal = {
      category: 'other',
      title: 'Mi primera meta',
      target: { amount: 1_000_000, date: '2030-01-01' },
      initial: 0,
      monthly: 10_000,
      strategyId: 3,
    };
    // No goal before the account opens: 409, and nothing moves.
    expect((await post('api/goals', firstGoal, 'onboarding', key('too-early'))).status).toBe(409);
    expect(await step()).toBe('THIRD');
    await post('api/contract/acceptance', { version: '2026.2' }, 'onboarding', key('c'));
    expect(await step()).toBe('FOURTH');
    expect((await post('api/goals', firstGoal, 'onboarding', key('g'))).status).toBe(201);
    expect(await step()).toBe('DONE');
  });
});

describe('POST api/ibkr/activation', () => {
  const complete = {
    taxCountry: 'CL',
    taxId: '16543210-k',
    usPerson: false,
    termsAccepted: true,
    w8benCertified: true,
  };
  const usEntity = async (as: 'individual' | 'usInvitation') => {
    const response = await fetch(`${api}rpc/user/getCurrentUser`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fakeAccessToken(as)}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const user = userSchema.parse(await response.json());
    return (user.userFinancialEntities ?? []).find(
      (entity) => entity.financialEntity.uuid === usBrokerageEntityUuid,
    );
  };

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'nothing answered',
      {},
      {
        taxCountry: 'Elige el país donde pagas impuestos.',
        taxId: 'Ingresa tu número de identificación tributaria.',
        usPerson: 'Responde si eres persona estadounidense.',
        termsAccepted: 'Acepta los términos de la corredora para seguir.',
        w8benCertified: 'Firma la declaración W-8BEN para seguir.',
      },
    ],
    [
      "someone else's RUT",
      { ...complete, taxId: '13.456.789-9' },
      { taxId: 'Ese RUT no es el de tu cuenta.' },
    ],
    [
      'a US person',
      { ...complete, usPerson: true },
      {
        usPerson:
          'Esta cuenta se abre con el formulario W-8BEN, solo para quienes no son personas estadounidenses. Escríbenos para ver tu caso.',
      },
    ],
  ])('refuses %s field by field (422), and opens nothing', async (_name, body, errors) => {
    const refused = await post('api/ibkr/activation', body);
    expect(refused.status).toBe(422);
    expect(fieldErrorsSchema.parse(refused.body).errors).toEqual(errors);
    expect(await usEntity('individual')).toBeUndefined();
  });

  it("opens the invited client's account once: the entity turns active, and asking again answers the same", async () => {
    expect(await usEntity('individual')).toBeUndefined();
    const opened = await post('api/ibkr/activation', complete);
    expect(opened.status).toBe(201);
    const account = usBrokerageAccountSchema.parse(opened.body);
    expect(account.accountNumber).toMatch(/^U\d{7}$/);
    expect(await usEntity('individual')).toEqual({
      financialEntity: { uuid: usBrokerageEntityUuid },
      status: 'active',
    });
    const again = await post('api/ibkr/activation', complete);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(account);
  });

  it('refuses a client without an invitation (403), and answers an open account as it is', async () => {
    const uninvited = await post('api/ibkr/activation', complete, 'multiCompany');
    expect(uninvited.status).toBe(403);
    const open = await post('api/ibkr/activation', {}, 'usInvitation');
    expect(open.status).toBe(200);
    expect(usBrokerageAccountSchema.parse(open.body).accountNumber).toMatch(/^U\d{7}$/);
    expect(await usEntity('usInvitation')).toMatchObject({ status: 'active' });
  });
});

describe('GET api/ibkr/account', () => {
  it('answers an open account (Benjamín, since March), the same the activation gives', async () => {
    const open = await get('api/ibkr/account', 'usInvitation');
    expect(open.status).toBe(200);
    expect(usBrokerageAccountSchema.parse(open.body)).toEqual(
      usBrokerageAccountSchema.parse((await post('api/ibkr/activation', {}, 'usInvitation')).body),
    );
  });

  it('is not found for a client without one, until she opens it', async () => {
    expect((await get('api/ibkr/account', 'individual')).status).toBe(404);
    const opened = await post('api/ibkr/activation', {
      taxCountry: 'CL',
      taxId: '16543210-k',
      usPerson: false,
      termsAccepted: true,
      w8benCertified: true,
    });
    const account = await get('api/ibkr/account', 'individual');
    expect(account.status).toBe(200);
    expect(account.body).toEqual(opened.body);
  });
});

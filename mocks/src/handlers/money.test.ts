import {
  exchangeRateSchema,
  goalHistorySchema,
  indicatorsSchema,
  movementPageSchema,
  portfolioHistorySchema,
  statementsSchema,
  strategiesSchema,
  taxCertificatesSchema,
} from '@portal/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, clientCodes, type PersonaId, personas } from '../fixtures/personas.ts';
import { server } from '../node.ts';
import { personaClient } from '../testing/http.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { chileToday } from './money.ts';

const api = 'http://portal.test/';
const { get, put } = personaClient(api, fakeAccessToken);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const camila = personas.individual.user.goals ?? [];

describe('GET api/goals/{id}/history', () => {
  it.each(camila.map((goal) => [goal.title, goal] as const))(
    '%s: daily points up to today, the last one its capital',
    async (_title, goal) => {
      const { status, body } = await get(`api/goals/${goal.id}/history`);
      expect(status).toBe(200);
      const history = goalHistorySchema.parse(body);
      expect(history.points.at(-1)).toMatchObject({ date: chileToday(), value: goal.currentCapital });
    },
  );

  it('answers from a day on', async () => {
    const { body } = await get('api/goals/101/history?from=2026-11-01');
    const { points } = goalHistorySchema.parse(body);
    expect(points[0]?.date).toBe('2026-11-01');
    expect(points.every((point) => point.date >= '2026-11-01')).toBe(true);
  });

  it.each<[string, string, PersonaId, number]>([
    ["another client's goal is not found", 'api/goals/201/history', 'individual', 404],
    ['an unknown goal is not found', 'api/goals/999/history', 'individual', 404],
    ['a from that is not a date', 'api/goals/101/history?from=ayer', 'individual', 400],
    ['fewer than 4 points', 'api/goals/101/history?points=3', 'individual', 400],
    ['more than 5,000 points', 'api/goals/101/history?points=5001', 'individual', 400],
    ['points that are not a number', 'api/goals/101/history?points=muchos', 'individual', 400],
  ])('%s', async (_name, path, as, status) => {
    expect((await get(path, as)).status).toBe(status);
  });

  it('cut to the points asked: its first day, today, and what was put in, as the daily history says', async () => {
    const daily = goalHistorySchema.parse((await get('api/goals/101/history')).body).points;
    const sampled = goalHistorySchema.parse((await get('api/goals/101/history?points=100')).body).points;
    expect(daily.length).toBeGreaterThan(100);
    expect(sampled.length).toBeLessThanOrEqual(100);
    expect(sampled[0]).toEqual(daily[0]);
    expect(sampled.at(-1)).toEqual(daily.at(-1));
    const byDate = new Map(daily.map((point) => [point.date, point]));
    for (const point of sampled) expect(byDate.get(point.date)).toEqual(point);
  });
});

describe('GET api/portfolio/history', () => {
  it.each<[string, PersonaId]>([
    ['pesos only', 'individual'],
    ['a goal in dollars, at the rate of the day', 'usInvitation'],
    ['a company', 'company'],
  ])(
    '%s: ends on the total of the active goals, in pesos, with each goal’s figures today',
    async (_name, as) => {
      const portfolio = portfolioHistorySchema.parse((await get('api/portfolio/history', as)).body);
      const active = (personas[as].user.goals ?? []).filter((goal) => !goal.archived);
      const rate = portfolio.rate?.rate ?? 1;
      if (active.some((goal) => goal.currency.currencyCode === 'USD')) {
        const asked = exchangeRateSchema.parse((await get('api/exchange-rates/USD-CLP', as)).body);
        expect(portfolio.rate).toEqual(asked);
      } else expect(portfolio.rate).toBeNull();
      const total = Math.round(
        active.reduce(
          (sum, goal) => sum + goal.currentCapital * (goal.currency.currencyCode === 'USD' ? rate : 1),
          0,
        ),
      );
      expect(portfolio.history.value.at(-1)).toBe(total);
      expect(portfolio.history.dates.at(-1)).toBe(chileToday());
      expect(portfolio.goals.map((goal) => [goal.goalId, goal.value])).toEqual(
        active.map((goal) => [goal.id, goal.currentCapital]),
      );
    },
  );

  it('from a day on and cut to the points asked, keeping the period’s first day and today', async () => {
    const daily = portfolioHistorySchema.parse(
      (await get('api/portfolio/history?from=2025-11-01')).body,
    ).history;
    const sampled = portfolioHistorySchema.parse(
      (await get('api/portfolio/history?from=2025-11-01&points=50')).body,
    ).history;
    expect(daily.dates[0]).toBe('2025-11-01');
    expect(sampled.dates.length).toBeLessThanOrEqual(50);
    expect([sampled.dates[0], sampled.value[0]]).toEqual([daily.dates[0], daily.value[0]]);
    expect([sampled.dates.at(-1), sampled.value.at(-1), sampled.netDeposits.at(-1)]).toEqual([
      daily.dates.at(-1),
      daily.value.at(-1),
      daily.netDeposits.at(-1),
    ]);
    expect(Math.max(...sampled.value)).toBe(Math.max(...daily.value));
  });

  it.each([
    ['a from that is not a date', 'api/portfolio/history?from=ayer', 400],
    ['too few points', 'api/portfolio/history?points=2', 400],
  ])('%s', async (_name, path, status) => {
    expect((await get(path)).status).toBe(status);
  });
});

describe('GET api/movements', () => {
  it("lists only the account's own goals' movements, newest first, one page at a time", async () => {
    const first = movementPageSchema.parse((await get('api/movements?pageSize=10')).body);
    const second = movementPageSchema.parse((await get('api/movements?pageSize=10&page=2')).body);
    const ids = new Set(camila.map((goal) => goal.id));
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(100);
    expect(second.total).toBe(first.total);
    for (const movement of [...first.items, ...second.items]) expect(ids.has(movement.goalId)).toBe(true);
    const dates = [...first.items, ...second.items].map((movement) => movement.requestedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it.each<
    [
      string,
      string,
      (movement: { type: string; status: string; goalId: string | number; requestedAt: string }) => boolean,
    ]
  >([
    ['by goal', 'goalId=103', (movement) => movement.goalId === 103],
    ['by type', 'type=rescue', (movement) => movement.type === 'rescue'],
    ['by status', 'status=pending', (movement) => movement.status === 'pending'],
    [
      'by dates',
      'from=2025-01-01&to=2025-03-31',
      (movement) => movement.requestedAt >= '2025-01-01' && movement.requestedAt < '2025-04-01',
    ],
    [
      'combined',
      'goalId=102&type=deposit&status=completed',
      (movement) => movement.goalId === 102 && movement.type === 'deposit' && movement.status === 'completed',
    ],
  ])('filters %s', async (_name, query, keep) => {
    const page = movementPageSchema.parse((await get(`api/movements?pageSize=100&${query}`)).body);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every(keep)).toBe(true);
  });

  it("a goal's completed deposits minus rescues are what its history says was put in", async () => {
    for (const goal of camila) {
      const page = movementPageSchema.parse(
        (await get(`api/movements?goalId=${goal.id}&status=completed&pageSize=100`)).body,
      );
      const all = [...page.items];
      for (let next = 2; all.length < page.total; next += 1)
        all.push(
          ...movementPageSchema.parse(
            (await get(`api/movements?goalId=${goal.id}&status=completed&pageSize=100&page=${next}`)).body,
          ).items,
        );
      const put = all.reduce(
        (sum, movement) =>
          sum +
          (movement.type === 'deposit' ? movement.amount : movement.type === 'rescue' ? -movement.amount : 0),
        0,
      );
      const { points } = goalHistorySchema.parse(
        (await get(`api/goals/${goal.id}/history?from=${chileToday()}`)).body,
      );
      expect(points.at(-1)?.netDeposits).toBeCloseTo(put, 2);
    }
  });

  it('a company entered by its representative lists its own movements only', async () => {
    const page = movementPageSchema.parse(
      (await get('api/movements?pageSize=100', 'multiCompany', 'co-2')).body,
    );
    const own = new Set((accounts['co-2'].user.goals ?? []).map((goal) => goal.id));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((movement) => own.has(movement.goalId))).toBe(true);
  });

  it.each<[string, string, number]>([
    ['an unknown type', 'type=regalo', 400],
    ['an unknown status', 'status=perdido', 400],
    ['a date that is not one', 'from=01-01-2025', 400],
    ['page 0', 'page=0', 400],
    ['a page size over 100', 'pageSize=500', 400],
    ["another client's goal", 'goalId=201', 404],
  ])('refuses %s', async (_name, query, status) => {
    expect((await get(`api/movements?${query}`)).status).toBe(status);
  });
});

describe('strategies, the dollar and who may ask', () => {
  it('lists the strategies and today’s dollar', async () => {
    expect(strategiesSchema.parse((await get('api/strategies')).body).map((strategy) => strategy.id)).toEqual(
      [1, 2, 3, 4, 5],
    );
    expect(exchangeRateSchema.parse((await get('api/exchange-rates/USD-CLP')).body)).toMatchObject({
      date: chileToday(),
    });
  });

  it('gives today’s UF and this month’s UTM, each with its date', async () => {
    const indicators = indicatorsSchema.parse((await get('api/indicators')).body);
    expect(indicators.uf.date).toBe(chileToday());
    expect(indicators.utm.month).toBe(chileToday().slice(0, 7));
    expect(indicators.uf.value).toBeGreaterThan(35_000);
    expect(indicators.utm.value).toBeGreaterThan(60_000);
  });

  it.each<[string, Record<string, string>, number]>([
    ['no one it knows (401)', { Authorization: `Bearer ${fakeAccessToken('mallory')}` }, 401],
    [
      'someone acting for an account not theirs (403)',
      { Authorization: `Bearer ${fakeAccessToken('individual')}`, BPEnterAsId: clientCodes['co-1'] },
      403,
    ],
  ])('refuses %s', async (_name, headers, status) => {
    for (const path of [
      'api/goals/101/history',
      'api/movements',
      'api/strategies',
      'api/exchange-rates/USD-CLP',
      'api/indicators',
    ])
      expect((await fetch(`${api}${path}`, { headers })).status).toBe(status);
  });
});

describe('PUT api/goals/{id}/starred', () => {
  it.each<[string, string, unknown, number]>([
    ['stars an own goal', 'api/goals/102/starred', { starred: true }, 200],
    ['unstars it again', 'api/goals/102/starred', { starred: false }, 200],
    ["another client's goal is not found", 'api/goals/201/starred', { starred: true }, 404],
    ['a body that is not {starred: boolean}', 'api/goals/102/starred', { starred: 'yes' }, 400],
  ])('%s', async (_name, path, body, expected) => {
    const answer = await put(path, body);
    expect(answer.status).toBe(expected);
    if (expected === 200)
      expect(answer.body).toMatchObject({ id: 102, starred: (body as { starred: boolean }).starred });
  });

  it('the client data says so afterwards', async () => {
    await put('api/goals/103/starred', { starred: true });
    const { body } = await get('api/common/user');
    expect(
      (body as { goals: { id: number; starred: boolean }[] }).goals.find((goal) => goal.id === 103)?.starred,
    ).toBe(true);
    await put('api/goals/103/starred', { starred: false });
  });
});

describe('GET api/statements and api/statements/{month}', () => {
  it('lists the closed months, each with its last day', async () => {
    const { status, body } = await get('api/statements');
    expect(status).toBe(200);
    const parsed = statementsSchema.parse(body);
    expect(parsed.items.length).toBeGreaterThan(0);
    for (const item of parsed.items) expect(item.closedOn.startsWith(item.month)).toBe(true);
    expect((parsed.items[0]?.month ?? '9999') < chileToday().slice(0, 7)).toBe(true);
  });

  it('a client without goals has none', async () => {
    expect((await get('api/statements', 'admin')).body).toEqual({ items: [] });
  });

  it('a month is a PDF named after it; a month outside the list is not found', async () => {
    const { body } = await get('api/statements');
    const month = statementsSchema.parse(body).items[0]?.month ?? '';
    const response = await fetch(`${api}api/statements/${month}`, {
      headers: { Authorization: `Bearer ${fakeAccessToken('individual')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="cartola-${month}.pdf"`);
    expect(new TextDecoder('latin1').decode((await response.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
    expect((await get('api/statements/1999-01')).status).toBe(404);
    expect((await get('api/statements/1999-01', 'company')).status).toBe(404);
  });
});

describe('GET api/tax-certificates and api/tax-certificates/{year} (docs/RULES.md#tax-certificates)', () => {
  const pdfOf = (path: string, as: PersonaId = 'individual') =>
    fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${fakeAccessToken(as)}` } });

  it('one a year since the first goal, newest first; this year not issued until 1 March', async () => {
    const { status, body } = await get('api/tax-certificates');
    expect(status).toBe(200);
    const { items } = taxCertificatesSchema.parse(body);
    const thisYear = Number(chileToday().slice(0, 4));
    expect(items[0]).toEqual({ year: thisYear, readyOn: `${thisYear + 1}-03-01`, ready: false });
    expect(items.map((item) => item.year)).toEqual([...items.map((item) => item.year)].sort((a, b) => b - a));
    expect(items.length).toBeGreaterThan(1);
  });

  it('a client without goals has none; a company has its own', async () => {
    expect((await get('api/tax-certificates', 'admin')).body).toEqual({ items: [] });
    const company = taxCertificatesSchema.parse((await get('api/tax-certificates', 'company')).body).items;
    expect(company.length).toBeGreaterThan(0);
  });

  it('an issued year is a PDF named after it', async () => {
    const { items } = taxCertificatesSchema.parse((await get('api/tax-certificates')).body);
    const issued = items.find((item) => item.ready);
    expect(issued).toBeDefined();
    const response = await pdfOf(`api/tax-certificates/${issued?.year}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="certificado-tributario-${issued?.year}.pdf"`,
    );
    expect(new TextDecoder('latin1').decode((await response.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
  });

  it('a year not issued yet says when it will be (409); a year without money is not found', async () => {
    const thisYear = Number(chileToday().slice(0, 4));
    const early = await get(`api/tax-certificates/${thisYear}`);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({
      message: `El certificado de ${thisYear} estará listo el 01-03-${thisYear + 1}.`,
      readyOn: `${thisYear + 1}-03-01`,
    });
    expect((await get('api/tax-certificates/1999')).status).toBe(404);
    expect((await get(`api/tax-certificates/${thisYear - 1}`, 'admin')).status).toBe(404);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFaults } from '../../faults/faults.ts';
import {
  type AccountId,
  clientCodes,
  companyAccounts,
  type PersonaId,
  personaIds,
  personas,
} from '../../fixtures/personas.ts';
import { server } from '../../node.ts';
import { callsAs } from '../../testing/http.ts';
import { fakeAccessToken } from '../../testing/tokens.ts';
import { productControls, resetProductState } from './product.ts';

const api = 'http://portal.test/';
const auth = { Authorization: `Bearer ${fakeAccessToken('individual')}` };
const call = callsAs(api, fakeAccessToken('individual'));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetProductState();
  mockFaults.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET fundings/?filter', () => {
  // On 23-11-2026 the last 45 days hold, per active goal, the one on its way and the deposits of those
  // days: Casa propia's automatic one of the 5th, and the others' made by hand on days that change
  // (one goal deposited into twice in them).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['no filter', null, 11],
    ['where goalId', { where: { goalId: 101 } }, 2],
    ['where goalId and status', { where: { goalId: 101, status: 'pending' } }, 1],
    ['where and include', { where: { status: 'confirmed' }, include: ['goal'] }, 6],
    ['a where that matches nothing', { where: { goalId: 999 } }, 0],
    ['a where of another currency', { where: { currency: 'USD' } }, 0],
  ])('%s', async (_name, filter, count) => {
    const query = filter === null ? '' : `?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const { status, body } = await call('GET', `fundings/${query}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(count);
  });

  it('are the deposits the activity list shows: same ids, amounts, days and states', async () => {
    const fundings = (await call('GET', 'fundings/')).body as {
      id: string;
      goalId: number;
      amount: number;
      status: string;
      createdAt: string;
    }[];
    const movements = (await call('GET', 'api/movements?type=deposit&from=2026-10-01&pageSize=100')).body
      .items as {
      id: string;
      amount: number;
      status: string;
      requestedAt: string;
    }[];
    const states: Record<string, string> = {
      pending: 'pending',
      completed: 'confirmed',
      rejected: 'rejected',
    };
    for (const funding of fundings) {
      const movement = movements.find((candidate) => candidate.id === funding.id);
      expect(movement, funding.id).toBeDefined();
      expect(funding).toMatchObject({
        amount: movement?.amount,
        createdAt: movement?.requestedAt,
        status: states[movement?.status ?? ''],
      });
    }
  });

  it.each([
    ['not JSON', '%7Bnope'],
    ['not an object', encodeURIComponent('3')],
    ['a where that is not an object', encodeURIComponent(JSON.stringify({ where: 'goalId' }))],
  ])('refuses a filter that is %s', async (_name, filter) => {
    expect((await call('GET', `fundings/?filter=${filter}`)).status).toBe(400);
  });
});

describe('each client hears about their own goals (docs/RULES.md#product-calls)', () => {
  async function readAs(persona: PersonaId, path: string, enterAs?: AccountId) {
    const response = await fetch(`${api}${path}`, {
      headers: {
        Authorization: `Bearer ${fakeAccessToken(persona)}`,
        ...(enterAs ? { BPEnterAsId: clientCodes[enterAs] } : {}),
      },
    });
    return response.json();
  }
  const text = (items: Record<string, { description: string; link?: string }>[], field: string) =>
    items.map((item) => `${item[field]?.description} ${item[field]?.link ?? ''}`).join(' | ');

  it.each(personaIds)('%s: messages, notifications and fundings name only their goals', async (id) => {
    const goals = personas[id].user.goals ?? [];
    const others = personaIds
      .filter((other) => other !== id)
      .flatMap((other) => personas[other].user.goals ?? [])
      .filter((goal) => !goals.some((own) => own.title === goal.title));
    const said = `${text(await readAs(id, 'api/common/notifications'), 'notification')} ${text(await readAs(id, 'api/common/messages'), 'message')}`;
    for (const goal of others) {
      expect(said).not.toContain(`«${goal.title}»`);
      expect(said).not.toContain(`/goals/${goal.id}`);
    }
    if (goals.length > 0)
      expect(said).toContain(`«${goals.find((goal) => goal.starred)?.title ?? goals[0]?.title}»`);
    const fundings = (await readAs(id, 'fundings/')) as { goalId: number }[];
    for (const funding of fundings) expect(goals.map((goal) => goal.id)).toContain(funding.goalId);
  });

  it.each([
    ['individual', 'Tu asesora Daniela Muñoz Pérez'],
    ['company', 'Tu ejecutivo Tomás Herrera Lagos'],
    ['usInvitation', 'Tu asesora Carolina Vega Ortiz'],
  ] as const)(
    "%s: the advisor's message comes from their own advisor (the one /advisor shows)",
    async (id, title) => {
      const messages = (await readAs(id, 'api/common/messages')) as { message: { title: string } }[];
      expect(messages.map((item) => item.message.title)).toContain(title);
      const { advisor } = (await readAs(id, 'api/advisor')) as {
        advisor: { firstname: string; surname: string };
      };
      expect(title).toContain(`${advisor.firstname} ${advisor.surname}`);
    },
  );

  it.each(personaIds)('%s: a deposit shortcut only into a goal of their own', async (id) => {
    const goals = (personas[id].user.goals ?? []).filter((goal) => !goal.archived);
    const links = ((await readAs(id, 'api/common/shortcuts')) as { shortcut: { link: string } }[]).map(
      (item) => item.shortcut.link,
    );
    const deposits = links.filter((link) => link.startsWith('/deposit'));
    if (goals.length === 0) expect(deposits).toEqual([]);
    for (const link of deposits) expect(goals.map((goal) => `/deposit/${goal.id}`)).toContain(link);
  });

  it('a deposit notification names the amount of the confirmed funding, in pesos', async () => {
    const [notification] = await readAs('individual', 'api/common/notifications');
    const fundings = (await readAs('individual', 'fundings/')) as {
      goalId: number;
      amount: number;
      status: string;
    }[];
    const confirmed = fundings.find((funding) => funding.goalId === 101 && funding.status === 'confirmed');
    expect(notification.notification.description).toBe(
      `Recibimos tu depósito de $${confirmed?.amount.toLocaleString('es-CL')} para «Casa propia».`,
    );
  });

  it("an administrator entering as a client reads that client's inbox", async () => {
    const own = await readAs('admin', 'api/common/notifications');
    const asClient = await readAs('admin', 'api/common/notifications', 'usInvitation');
    expect(text(own, 'notification')).not.toContain('Dólares para viajar');
    expect(text(asClient, 'notification')).toContain('«Dólares para viajar»');
  });

  it.each(Object.values(companyAccounts))(
    '$user.firstname $user.surname, entered by its representative: its own goals, not hers',
    async (company) => {
      const said = text(await readAs('multiCompany', 'api/common/notifications', company.id), 'notification');
      expect(said).toContain(`«${company.user.goals?.[0]?.title}»`);
      expect(said).not.toContain('Educación de los niños');
      const fundings = (await readAs('multiCompany', 'fundings/', company.id)) as { goalId: number }[];
      for (const funding of fundings)
        expect(company.user.goals?.map((goal) => goal.id)).toContain(funding.goalId);
    },
  );

  it("a change to one client's inbox leaves the others alone", async () => {
    await fetch(`${api}api/common/notifications/mark-all-as-read`, {
      headers: { Authorization: `Bearer ${fakeAccessToken('company')}` },
    });
    const company = (await readAs('company', 'api/common/notifications')) as { read: boolean }[];
    const individual = (await readAs('individual', 'api/common/notifications')) as { read: boolean }[];
    expect(company.every((item) => item.read)).toBe(true);
    expect(individual.some((item) => !item.read)).toBe(true);
  });

  it('answers 401 to a token that names nobody', async () => {
    const response = await fetch(`${api}api/common/messages`, {
      headers: { Authorization: 'Bearer not-a-token' },
    });
    expect(response.status).toBe(401);
  });
});

describe('maintenance', () => {
  it('reports maintenance as switched by the control', async () => {
    expect((await call('GET', 'api/maintenance/status')).body).toEqual({ in_maintenance: false });
    productControls.setMaintenance(true);
    expect((await call('GET', 'api/maintenance/status')).body).toEqual({ in_maintenance: true });
  });
});

describe('files and profile photo', () => {
  it('needs the token query parameter (the contract names it)', async () => {
    const without = await fetch(`${api}api/Files/terms-2026/`);
    expect(without.status).toBe(400);
    expect(Object.keys(((await without.json()) as { errors: object }).errors)).toEqual(['query.token']);
    const ok = await fetch(`${api}api/Files/terms-2026/?token=abc`);
    expect(ok.headers.get('Content-Type')).toBe('application/pdf');
  });

  it.each(['terms-2026', 'conduct-2026'])('serves %s as a whole PDF, never cached', async (id) => {
    const response = await fetch(`${api}api/Files/${id}/?token=abc`);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const text = new TextDecoder('latin1').decode(await response.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });

  it('answers 404 for a file id it does not hold', async () => {
    expect((await fetch(`${api}api/Files/nope/?token=abc`)).status).toBe(404);
  });

  it('takes an image as photoProfileFile, serves it, and the user carries its id', async () => {
    const form = new FormData();
    form.append(
      'photoProfileFile',
      new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' }),
    );
    const response = await fetch(`${api}api/users/photo`, { method: 'POST', headers: auth, body: form });
    const { photoProfileId } = (await response.json()) as { photoProfileId: { value: string } };
    const photo = await fetch(`${api}api/Files/${photoProfileId.value}/?token=t`);
    expect(photo.headers.get('Content-Type')).toBe('image/png');
    const user = await call('GET', 'api/common/user');
    expect(user.body.photoProfileId).toEqual(photoProfileId);
  });

  it('refuses a file that is not an image', async () => {
    const form = new FormData();
    form.append('photoProfileFile', new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect((await fetch(`${api}api/users/photo`, { method: 'POST', headers: auth, body: form })).status).toBe(
      415,
    );
  });
});

describe('fault controls', () => {
  it.each([
    [
      'an HTTP status',
      { kind: 'status', status: 503 } as const,
      (r: Response | Error) => r instanceof Response && r.status === 503,
    ],
    ['a network error', { kind: 'network' } as const, (r: Response | Error) => r instanceof TypeError],
    [
      'a malformed body',
      { kind: 'malformed' } as const,
      (r: Response | Error) => r instanceof Response && r.status === 200,
    ],
  ])('make a call fail with %s, then recover', async (_name, fault, check) => {
    mockFaults.add({ path: 'api/common/navigation', fault, times: 1 });
    const failed = await fetch(`${api}api/common/navigation`).catch((error: Error) => error);
    expect(check(failed)).toBe(true);
    if (fault.kind === 'malformed' && failed instanceof Response)
      await expect(failed.json()).rejects.toThrow();
    expect((await fetch(`${api}api/common/navigation`)).status).toBe(200);
  });

  it('delays a call and still answers it', async () => {
    mockFaults.add({ path: 'api/maintenance/status', fault: { kind: 'delay', ms: 40 } });
    const started = performance.now();
    const response = await fetch(`${api}api/maintenance/status`);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('matches by method when given', async () => {
    mockFaults.add({
      path: 'api/common/shortcuts',
      method: 'DELETE',
      fault: { kind: 'status', status: 500 },
    });
    expect((await fetch(`${api}api/common/shortcuts`)).status).toBe(200);
    expect((await fetch(`${api}api/common/shortcuts?id=sc-1`, { method: 'DELETE' })).status).toBe(500);
  });
});

describe('resetProductState', () => {
  it('puts back persona data changed by PATCH api/common/user', async () => {
    await fetch(`${api}api/common/user`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: { preferedName: 'Camilita' } }),
    });
    expect((await call('GET', 'api/common/user')).body.preferedName).toBe('Camilita');
    resetProductState();
    expect((await call('GET', 'api/common/user')).body.preferedName).toBe('Cami');
  });
});

import { HttpResponse, http } from 'msw';
import { defineMockState } from '../../control/store.ts';
import { accountIds, accounts } from '../../fixtures/personas.ts';
import { addedMovements } from '../flowState.ts';
import { chileToday } from '../money.ts';
import { accountOf } from '../session.ts';
import { simplePdf } from './pdf.ts';
import {
  type Funding,
  fundingsFor,
  inboxFor,
  type Message,
  type Notification,
  type NotificationBody,
  navigationTree,
  type PersonaInbox,
  type Shortcut,
} from './productData.ts';

/** The files the portal user config names (termsAndConditionsId, codeOfConductId). */
const demoDocuments: Record<string, { title: string; lines: string[] }> = {
  'terms-2026': {
    title: 'Términos y condiciones',
    lines: ['Versión 2026. Documento de demostración del portal de clientes.', 'Inversiones Portal S.A.'],
  },
  'conduct-2026': {
    title: 'Código de conducta',
    lines: ['Versión 2026. Documento de demostración del portal de clientes.', 'Inversiones Portal S.A.'],
  },
};

/** The accounts as loaded: PATCH api/common/user and the photo upload change them; reset restores them. */
const pristineUsers = Object.fromEntries(accountIds.map((id) => [id, structuredClone(accounts[id].user)]));

/** In the browser demo the maintenance switch survives a reload (sessionStorage), so e2e tests can use it. */
const maintenanceKey = 'portal-mock-maintenance';
const sessionStore = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

/**
 * Each account's inbox and shortcuts, made from their goals on first use and kept in the tab, so a
 * reload keeps what was read, deleted or sent there (a confirmation code's email among them).
 */
const inboxes = defineMockState('inboxes', (): Record<string, PersonaInbox> => ({}), { persist: true });

/** Writes the inboxes back after a change made in place. */
const keepInboxes = () => inboxes.set({ ...inboxes.get() });

/** In-memory state of the product API; `resetProductState()` puts the fixtures back. */
const state = {
  inMaintenance: sessionStore()?.getItem(maintenanceKey) === '1',
  version: '20.0.0',
  photos: new Map<string, { type: string; bytes: ArrayBuffer }>(),
};

export function resetProductState(): void {
  inboxes.set({});
  state.inMaintenance = false;
  sessionStore()?.removeItem(maintenanceKey);
  state.version = '20.0.0';
  state.photos.clear();
  for (const id of accountIds) accounts[id].user = structuredClone(pristineUsers[id] ?? accounts[id].user);
}

/** Switch maintenance on and off (docs/RULES.md#maintenance Maintenance), and set the version the server reports. */
export const productControls = {
  setMaintenance(on: boolean) {
    state.inMaintenance = on;
    if (on) sessionStore()?.setItem(maintenanceKey, '1');
    else sessionStore()?.removeItem(maintenanceKey);
  },
  setVersion(version: string) {
    state.version = version;
  },
};

/** The inbox of whom the request acts for (an entered client or company), or the refusal (401, 403). */
function inboxOf(request: Request): PersonaInbox | Response {
  const persona = accountOf(request);
  if (persona instanceof Response) return persona;
  let inbox = inboxes.get()[persona.id];
  if (!inbox) {
    inbox = inboxFor(persona.user, chileToday());
    inboxes.set({ ...inboxes.get(), [persona.id]: inbox });
  }
  return inbox;
}

let nextId = 1;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${nextId++}`;

/**
 * A notification the backend sends on its own (a change the client made, or one a rule made for
 * them), newest first in the inbox of whom the request acts for.
 */
export function notifyClient(request: Request, body: Omit<NotificationBody, 'time'>): void {
  const inbox = inboxOf(request);
  if (inbox instanceof Response) return;
  inbox.notifications = [
    { id: newId('notification'), read: false, notification: { ...body, time: new Date().toISOString() } },
    ...inbox.notifications,
  ];
  keepInboxes();
}

type Collection<Item> = { items: () => Item[]; set: (next: Item[]) => void };

/** Runs a handler over the request's own collection; a request without a valid token gets 401, one acting for someone it may not 403. */
function own<Item>(
  pick: (inbox: PersonaInbox) => Collection<Item>,
  handle: (request: Request, collection: Collection<Item>) => Response | Promise<Response>,
) {
  return ({ request }: { request: Request }) => {
    const inbox = inboxOf(request);
    return inbox instanceof Response ? inbox : handle(request, pick(inbox));
  };
}

/**
 * The five calls of messages and of notifications (docs/RULES.md#product-calls) plus toggle-read-status (the demo's):
 * GET, POST {field}, PATCH {id, field}, DELETE ?id, GET mark-all-as-read, POST toggle-read-status.
 * Each client sees and changes only their own.
 */
function readableCollection<
  Field extends 'message' | 'notification',
  Item extends { id: string; read: boolean },
>(path: string, field: Field, pick: (inbox: PersonaInbox) => Collection<Item>) {
  return [
    http.get(
      `*/${path}/mark-all-as-read`,
      own(pick, (_request, { items, set }) => {
        set(items().map((item) => ({ ...item, read: true })));
        return HttpResponse.json(true);
      }),
    ),
    http.post(
      `*/${path}/toggle-read-status`,
      own(pick, async (request, { items, set }) => {
        const body = (await request.json().catch(() => null)) as Record<
          string,
          { id?: string; read?: boolean }
        > | null;
        const target = body?.[field];
        const found = items().find((item) => item.id === target?.id);
        if (!found) return HttpResponse.json({ error: `No ${field} with that id` }, { status: 404 });
        const updated = { ...found, read: !found.read };
        set(items().map((item) => (item.id === updated.id ? updated : item)));
        return HttpResponse.json(updated);
      }),
    ),
    http.get(
      `*/${path}`,
      own(pick, (_request, { items }) => HttpResponse.json(items())),
    ),
    http.post(
      `*/${path}`,
      own(pick, async (request, { items, set }) => {
        const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
        if (!body || typeof body[field] !== 'object' || body[field] === null)
          return HttpResponse.json({ error: `Body must be {${field}}` }, { status: 400 });
        const created = { id: newId(field), read: false, [field]: body[field] } as unknown as Item;
        set([created, ...items()]);
        return HttpResponse.json(created);
      }),
    ),
    http.patch(
      `*/${path}`,
      own(pick, async (request, { items, set }) => {
        const body = (await request.json().catch(() => null)) as
          | ({ id?: string } & Record<string, unknown>)
          | null;
        const found = items().find((item) => item.id === body?.id);
        if (!found || !body) return HttpResponse.json({ error: `No ${field} with that id` }, { status: 404 });
        const updated = { ...found, ...(body[field] as object) } as Item;
        set(items().map((item) => (item.id === found.id ? updated : item)));
        return HttpResponse.json(updated);
      }),
    ),
    http.delete(
      `*/${path}`,
      own(pick, (request, { items, set }) => {
        const id = new URL(request.url).searchParams.get('id');
        const before = items().length;
        set(items().filter((item) => item.id !== id));
        return HttpResponse.json(items().length < before);
      }),
    ),
  ];
}

const messagesOf = (inbox: PersonaInbox): Collection<Message> => ({
  items: () => inbox.messages,
  set: (next) => {
    inbox.messages = next;
    keepInboxes();
  },
});
const notificationsOf = (inbox: PersonaInbox): Collection<Notification> => ({
  items: () => inbox.notifications,
  set: (next) => {
    inbox.notifications = next;
    keepInboxes();
  },
});
const shortcutsOf = (inbox: PersonaInbox): Collection<Shortcut> => ({
  items: () => inbox.shortcuts,
  set: (next) => {
    inbox.shortcuts = next;
    keepInboxes();
  },
});

interface FundingFilter {
  where?: Partial<Record<keyof Funding, unknown>>;
  include?: unknown;
}

/** GET {apiBase}fundings/?filter={where, include} (docs/RULES.md#product-calls): where is an equality filter on fields. */
export function applyFundingFilter(fundings: Funding[], raw: string | null): Funding[] | { error: string } {
  if (!raw) return fundings;
  let filter: FundingFilter;
  try {
    filter = JSON.parse(raw) as FundingFilter;
  } catch {
    return { error: 'filter must be JSON' };
  }
  if (typeof filter !== 'object' || filter === null) return { error: 'filter must be an object' };
  const where = filter.where ?? {};
  if (typeof where !== 'object' || where === null) return { error: 'where must be an object' };
  return fundings.filter((funding) =>
    Object.entries(where).every(([key, value]) => funding[key as keyof Funding] === value),
  );
}

export const productHandlers = [
  http.get('*/api/common/navigation', () => HttpResponse.json(navigationTree())),
  ...readableCollection<'message', Message>('api/common/messages', 'message', messagesOf),
  ...readableCollection<'notification', Notification>(
    'api/common/notifications',
    'notification',
    notificationsOf,
  ),
  http.get(
    '*/api/common/shortcuts',
    own(shortcutsOf, (_request, { items }) => HttpResponse.json(items())),
  ),
  http.post(
    '*/api/common/shortcuts',
    own(shortcutsOf, async (request, { items, set }) => {
      const body = (await request.json().catch(() => null)) as { shortcut?: Shortcut['shortcut'] } | null;
      if (!body?.shortcut) return HttpResponse.json({ error: 'Body must be {shortcut}' }, { status: 400 });
      const created: Shortcut = { id: newId('sc'), shortcut: body.shortcut };
      set([...items(), created]);
      return HttpResponse.json(created);
    }),
  ),
  http.patch(
    '*/api/common/shortcuts',
    own(shortcutsOf, async (request, { items, set }) => {
      const body = (await request.json().catch(() => null)) as {
        id?: string;
        shortcut?: Partial<Shortcut['shortcut']>;
      } | null;
      const found = items().find((item) => item.id === body?.id);
      if (!found) return HttpResponse.json({ error: 'No shortcut with that id' }, { status: 404 });
      const updated = { ...found, shortcut: { ...found.shortcut, ...body?.shortcut } };
      set(items().map((item) => (item.id === found.id ? updated : item)));
      return HttpResponse.json(updated);
    }),
  ),
  http.delete(
    '*/api/common/shortcuts',
    own(shortcutsOf, (request, { items, set }) => {
      const id = new URL(request.url).searchParams.get('id');
      const before = items().length;
      set(items().filter((item) => item.id !== id));
      return HttpResponse.json(items().length < before);
    }),
  ),
  http.get('*/fundings/', ({ request }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const fundings = fundingsFor(account.user, chileToday(), addedMovements(account.id));
    const result = applyFundingFilter(fundings, new URL(request.url).searchParams.get('filter'));
    return 'error' in result ? HttpResponse.json(result, { status: 400 }) : HttpResponse.json(result);
  }),
  // Paths the spec does not give (maintenance status, version check): defined here and in the platform.
  http.get('*/api/maintenance/status', () => HttpResponse.json({ in_maintenance: state.inMaintenance })),
  http.get('*/api/common/version', () => HttpResponse.json({ version: state.version })),
  // Files are shown from api/Files/{id}/?token= (docs/RULES.md#common-request-rules): a token is required.
  http.get('*/api/Files/:id/', ({ params, request }) => {
    const token = new URL(request.url).searchParams.get('token');
    if (!token) return HttpResponse.json({ error: 'token required' }, { status: 401 });
    const photo = state.photos.get(String(params.id));
    if (photo) return new HttpResponse(photo.bytes, { headers: { 'Content-Type': photo.type } });
    const document = demoDocuments[String(params.id)];
    if (document) {
      return new HttpResponse(simplePdf(document.title, document.lines), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${params.id}.pdf"`,
          // The URL carries the token (docs/RULES.md#common-request-rules): never cached by shared caches.
          'Cache-Control': 'private, no-store',
        },
      });
    }
    return HttpResponse.json({ error: 'File not found' }, { status: 404 });
  }),
  // Profile photo: a user update with a photoProfileFile (multipart), then the client refreshes the user.
  http.post('*/api/users/photo', async ({ request }) => {
    const persona = accountOf(request);
    if (persona instanceof Response) return persona;
    const form = await request.formData().catch(() => null);
    const file = form?.get('photoProfileFile');
    if (!(file instanceof Blob))
      return HttpResponse.json({ error: 'photoProfileFile is required' }, { status: 400 });
    if (!file.type.startsWith('image/'))
      return HttpResponse.json({ error: 'photoProfileFile must be an image' }, { status: 415 });
    const id = newId('photo');
    state.photos.set(id, { type: file.type, bytes: await file.arrayBuffer() });
    persona.user.photoProfileId = { value: id };
    return HttpResponse.json({ photoProfileId: { value: id } });
  }),
];

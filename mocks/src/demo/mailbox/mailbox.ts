import { HttpResponse, http } from 'msw';
import { demoDelays, mockDelay } from '../../control/delay.ts';
import { defineMockState } from '../../control/store.ts';

export interface Label {
  id: string;
  title: string;
  slug: string;
  color: string;
}
export interface Mail {
  id: string;
  type: 'mail';
  from: { contact: string };
  to: string;
  cc: string[];
  bcc: string[];
  date: string;
  subject: string;
  content: string;
  attachments: unknown[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  labels: string[];
}

export const folders = [
  { id: 'inbox', title: 'Bandeja de entrada', slug: 'inbox', icon: 'inbox' },
  { id: 'sent', title: 'Enviados', slug: 'sent', icon: 'send' },
  { id: 'drafts', title: 'Borradores', slug: 'drafts', icon: 'doc' },
  { id: 'spam', title: 'Spam', slug: 'spam', icon: 'warning' },
  { id: 'trash', title: 'Papelera', slug: 'trash', icon: 'trash' },
];
export const filters = [
  { id: 'starred', title: 'Destacados', slug: 'starred' },
  { id: 'important', title: 'Importantes', slug: 'important' },
];

/** Label slug (docs/RULES.md#calls): lower-case, spaces to hyphens, repeated hyphens collapse, other non-word characters removed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-{2,}/g, '-');
}

/** Adds -1, -2... until the slug is unique. */
export function uniqueSlug(title: string, taken: readonly string[]): string {
  const base = slugify(title);
  if (!taken.includes(base)) return base;
  let n = 1;
  while (taken.includes(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const initialLabels = (): Label[] => [
  { id: 'l1', title: 'Inversiones', slug: 'inversiones', color: 'teal' },
  { id: 'l2', title: 'Personal', slug: 'personal', color: 'rose' },
];

const folderIds = ['inbox', 'inbox', 'inbox', 'sent', 'drafts', 'spam', 'trash'];
export const initialMails = (): Mail[] =>
  Array.from({ length: 40 }, (_, i) => ({
    id: `mail-${i + 1}`,
    type: 'mail',
    from: {
      contact: ['Javiera Campos <javiera@example.cl>', 'Banco Estado <avisos@example.cl>'][i % 2] ?? '',
    },
    to: 'me',
    cc: [],
    bcc: [],
    date: new Date(Date.UTC(2026, 10, 22, 12) - i * 3_600_000 * 7).toISOString(),
    subject: `Mensaje ${i + 1}: resumen de tu cartera`,
    content: 'Contenido de demostración.',
    attachments: [],
    starred: i % 5 === 0,
    important: i % 7 === 0,
    unread: i % 3 === 0,
    folder: folderIds[i % folderIds.length] ?? 'inbox',
    labels: i % 4 === 0 ? ['l1'] : [],
  }));

const labels = defineMockState('mailbox-labels', initialLabels);
const mails = defineMockState('mailbox-mails', initialMails);
const settings = defineMockState('mailbox-settings', () => ({
  displayName: 'Camila Rojas',
  signature: 'Saludos',
}));

export const mailPageSize = 10;

/** Folder counts (docs/RULES.md#calls): sent and trash 0; drafts and spam the total; others the unread count. */
export function folderCount(folder: string, list: readonly Mail[]): number {
  const inFolder = list.filter((m) => m.folder === folder);
  if (folder === 'sent' || folder === 'trash') return 0;
  if (folder === 'drafts' || folder === 'spam') return inFolder.length;
  return inFolder.filter((m) => m.unread).length;
}

export const mailboxHandlers = [
  http.get('*/api/apps/mailbox/settings', () => HttpResponse.json(settings.get())),
  http.patch('*/api/apps/mailbox/settings', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { settings?: object } | null;
    settings.set({ ...settings.get(), ...body?.settings });
    return HttpResponse.json(settings.get());
  }),
  http.get('*/api/apps/mailbox/folders', () =>
    HttpResponse.json(folders.map((f) => ({ ...f, count: folderCount(f.id, mails.get()) }))),
  ),
  http.get('*/api/apps/mailbox/filters', () => HttpResponse.json(filters)),
  http.get('*/api/apps/mailbox/labels', () => HttpResponse.json(labels.get())),
  http.post('*/api/apps/mailbox/label', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { label?: Partial<Label> } | null;
    if (!body?.label?.title)
      return HttpResponse.json({ error: 'Body must be {label: {title}}' }, { status: 400 });
    const created: Label = {
      id: `label-${Date.now()}-${labels.get().length}`,
      title: body.label.title,
      color: body.label.color ?? 'gray',
      slug: uniqueSlug(
        body.label.title,
        labels.get().map((l) => l.slug),
      ),
    };
    labels.set([...labels.get(), created]);
    return HttpResponse.json(created);
  }),
  http.patch('*/api/apps/mailbox/label', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: string; label?: Partial<Label> } | null;
    const found = labels.get().find((l) => l.id === body?.id);
    if (!found) return HttpResponse.json({ error: 'Label not found' }, { status: 404 });
    const title = body?.label?.title ?? found.title;
    const others = labels
      .get()
      .filter((l) => l.id !== found.id)
      .map((l) => l.slug);
    const updated = { ...found, ...body?.label, id: found.id, title, slug: uniqueSlug(title, others) };
    labels.set(labels.get().map((l) => (l.id === found.id ? updated : l)));
    return HttpResponse.json(updated);
  }),
  http.delete('*/api/apps/mailbox/label', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    labels.set(labels.get().filter((l) => l.id !== id));
    mails.set(mails.get().map((m) => ({ ...m, labels: m.labels.filter((label) => label !== id) })));
    return HttpResponse.json(true);
  }),
  http.get('*/api/apps/mailbox/mails', async ({ request }) => {
    await mockDelay(demoDelays.mailbox);
    const params = new URL(request.url).searchParams;
    const folder = params.get('folder');
    const filter = params.get('filter') as 'starred' | 'important' | null;
    const label = params.get('label');
    const page = Math.max(Number(params.get('page') ?? 1) || 1, 1);
    const labelId = labels.get().find((l) => l.slug === label)?.id;
    const list = mails
      .get()
      .filter((m) => (folder ? m.folder === folder : true))
      .filter((m) => (filter ? m[filter] : true))
      .filter((m) => (label ? labelId !== undefined && m.labels.includes(labelId) : true))
      .sort((a, b) => b.date.localeCompare(a.date));
    const totalResults = list.length;
    const lastPage = Math.max(Math.ceil(totalResults / mailPageSize), 1);
    if (page > lastPage) return HttpResponse.json({ mails: null, pagination: { lastPage } });
    const startIndex = (page - 1) * mailPageSize;
    const endIndex = Math.min(startIndex + mailPageSize, totalResults) - 1;
    return HttpResponse.json({
      mails: list.slice(startIndex, startIndex + mailPageSize),
      pagination: {
        totalResults,
        resultsPerPage: mailPageSize,
        currentPage: page,
        lastPage,
        startIndex,
        endIndex,
      },
    });
  }),
  http.get('*/api/apps/mailbox/mail', ({ request }) => {
    const found = mails.get().find((m) => m.id === new URL(request.url).searchParams.get('id'));
    return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'Mail not found' }, { status: 404 });
  }),
  http.patch('*/api/apps/mailbox/mail', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: string; mail?: Partial<Mail> } | null;
    const found = mails.get().find((m) => m.id === body?.id);
    if (!found) return HttpResponse.json({ error: 'Mail not found' }, { status: 404 });
    const updated = { ...found, ...body?.mail, id: found.id };
    mails.set(mails.get().map((m) => (m.id === found.id ? updated : m)));
    return HttpResponse.json(updated);
  }),
];

import { moneyContract } from '@portal/platform';
import { HttpResponse, http } from 'msw';
import { accountIds, accounts } from '../../fixtures/personas.ts';
import { handle } from '../../http/contracted.ts';
import { addedMovements } from '../flowState.ts';
import { newId, resetInboxes } from '../inbox.ts';
import { chileToday } from '../money.ts';
import { accountOf } from '../session.ts';
import { simplePdf } from './pdf.ts';
import { type Funding, fundingsFor } from './productData.ts';

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

/** In-memory state of the product API; `resetProductState()` puts the fixtures back. */
const state = {
  inMaintenance: sessionStore()?.getItem(maintenanceKey) === '1',
  version: '20.0.0',
  photos: new Map<string, { type: string; bytes: ArrayBuffer }>(),
};

export function resetProductState(): void {
  resetInboxes();
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
  handle(moneyContract.fundings, ({ request, query, reply }) => {
    const account = accountOf(request);
    if (account instanceof Response) return account;
    const fundings = fundingsFor(account.user, chileToday(), addedMovements(account.id));
    const result = applyFundingFilter(fundings, query.filter ?? null);
    return 'error' in result ? HttpResponse.json(result, { status: 400 }) : reply(result);
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

import { filesContract, maintenanceContract, moneyContract, profileContract } from '@portal/platform';
import { HttpResponse } from 'msw';
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
  photos: new Map<string, { type: string; bytes: ArrayBuffer }>(),
};

export function resetProductState(): void {
  resetInboxes();
  state.inMaintenance = false;
  sessionStore()?.removeItem(maintenanceKey);
  state.photos.clear();
  for (const id of accountIds) accounts[id].user = structuredClone(pristineUsers[id] ?? accounts[id].user);
}

/** Switch maintenance on and off (docs/RULES.md#maintenance Maintenance). */
export const productControls = {
  setMaintenance(on: boolean) {
    state.inMaintenance = on;
    if (on) sessionStore()?.setItem(maintenanceKey, '1');
    else sessionStore()?.removeItem(maintenanceKey);
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
  handle(maintenanceContract.status, ({ reply }) => reply({ in_maintenance: state.inMaintenance })),
  // Files are shown from api/Files/{id}/?token= (docs/RULES.md#common-request-rules): the contract needs the token.
  handle(filesContract.file, ({ params }) => {
    const photo = state.photos.get(params.id);
    if (photo) return new HttpResponse(photo.bytes, { headers: { 'Content-Type': photo.type } });
    const document = demoDocuments[params.id];
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
  handle(profileContract.photo, async ({ request, form: { photoProfileFile: file }, reply }) => {
    const persona = accountOf(request);
    if (persona instanceof Response) return persona;
    if (!file.type.startsWith('image/'))
      return HttpResponse.json({ error: 'photoProfileFile must be an image' }, { status: 415 });
    const id = newId('photo');
    state.photos.set(id, { type: file.type, bytes: await file.arrayBuffer() });
    persona.user.photoProfileId = { value: id };
    return reply({ photoProfileId: { value: id } });
  }),
];

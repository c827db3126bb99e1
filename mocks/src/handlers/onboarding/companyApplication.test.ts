import {
  companyApplicationEnvelopeSchema,
  companyApplicationSchema,
  fieldErrorsSchema,
} from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetMockStore } from '../../control/store.ts';
import { server } from '../../node.ts';
import { personaClient } from '../../testing/http.ts';
import { fakeAccessToken } from '../../testing/tokens.ts';

const api = 'http://portal.test/';
const { get, post, put } = personaClient(api, fakeAccessToken);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => resetMockStore());

const company = { rut: '77654321-7', legalName: 'Ferretería Los Andes SpA', representativeRole: 'manager' };
const data = {
  activity: 'Venta de artículos de ferretería',
  address: 'Av. Providencia 1234',
  commune: 'Providencia',
  region: 'Metropolitana de Santiago',
};
const representative = {
  signing: 'joint',
  coSignerName: 'Pedro Soto Vera',
  coSignerRut: '134567899',
  email: 'finanzas@ferreteria.cl',
  phone: '+56 9 8765 4321',
};

async function upload(kind: string, file: File) {
  const form = new FormData();
  form.set('file', file);
  const response = await fetch(`${api}api/company-application/documents/${kind}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${fakeAccessToken('individual')}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
function formOf(name: string, value: string | File) {
  const form = new FormData();
  form.set(name, value);
  return form;
}
const pdf = (name: string) => new File(['%PDF-1.7 escritura'], name, { type: 'application/pdf' });

describe('the company application (api/company-application)', () => {
  it('walks from nothing to in review, each step saved, RUTs written the Chilean way', async () => {
    expect(companyApplicationEnvelopeSchema.parse((await get('api/company-application')).body)).toEqual({
      application: null,
    });
    const created = await post('api/company-application', company);
    expect(created.status).toBe(201);
    expect(companyApplicationSchema.parse(created.body).company.rut).toBe('77.654.321-7');
    expect((await put('api/company-application/data', data)).status).toBe(200);
    const signed = await put('api/company-application/representative', representative);
    expect(companyApplicationSchema.parse(signed.body).representative?.coSignerRut).toBe('13.456.789-9');
    // Sent too early: the deeds are missing.
    const early = await post('api/company-application/submission', {});
    expect(early.status).toBe(422);
    expect(fieldErrorsSchema.parse(early.body).errors).toEqual({
      documents: 'Faltan documentos: sube la escritura y la vigencia de poderes.',
    });
    expect((await upload('deed', pdf('escritura.pdf'))).status).toBe(200);
    const powers = await upload('powers', pdf('poderes.pdf'));
    expect(companyApplicationSchema.parse(powers.body).documents.powers).toEqual({
      name: 'poderes.pdf',
      size: 18,
    });
    const sent = await post('api/company-application/submission', {});
    expect(sent.status).toBe(200);
    const review = companyApplicationSchema.parse(sent.body);
    expect(review.status).toBe('in-review');
    // Sending again answers the same; changing it now is refused.
    expect((await post('api/company-application/submission', {})).body).toEqual(sent.body);
    expect((await put('api/company-application/data', data)).status).toBe(409);
    expect(
      companyApplicationEnvelopeSchema.parse((await get('api/company-application')).body).application?.status,
    ).toBe('in-review');
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      "a person's RUT",
      { ...company, rut: '16.543.210-K' },
      { rut: 'Ese RUT es de una persona: ingresa el de la empresa.' },
    ],
    [
      'a company that is already a client',
      { ...company, rut: '76.543.210-3' },
      { rut: 'Esta empresa ya tiene cuenta con nosotros: entra a ella desde Cambiar usuario.' },
    ],
    [
      'every field empty',
      { rut: '', legalName: '', representativeRole: '' },
      {
        rut: 'Ingresa el RUT de la empresa.',
        legalName: 'Ingresa la razón social.',
        representativeRole: 'Elige tu cargo en la empresa.',
      },
    ],
  ])('refuses %s on its fields (422)', async (_name, body, errors) => {
    const refused = await post('api/company-application', body);
    expect(refused.status).toBe(422);
    expect(fieldErrorsSchema.parse(refused.body).errors).toEqual(errors);
  });

  it('refuses the client as their own co-signer, and a later step before the first (409)', async () => {
    expect((await put('api/company-application/data', data)).status).toBe(409);
    await post('api/company-application', company);
    const self = await put('api/company-application/representative', {
      ...representative,
      coSignerRut: '16.543.210-K',
    });
    expect(fieldErrorsSchema.parse(self.body).errors).toEqual({
      coSignerRut: 'Quien firma contigo es otra persona: ingresa su RUT.',
    });
  });

  it.each<[string, File, string]>([
    [
      'a Word file',
      new File(['x'], 'escritura.docx', { type: 'application/msword' }),
      'Sube un PDF o una foto (JPG o PNG).',
    ],
    ['an empty PDF', new File([], 'escritura.pdf', { type: 'application/pdf' }), 'El archivo está vacío.'],
    [
      'a PDF over 10 MB',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'escritura.pdf', { type: 'application/pdf' }),
      'El archivo pesa más de 10 MB.',
    ],
  ])('refuses %s as a deed, and keeps none', async (_name, file, message) => {
    await post('api/company-application', company);
    const refused = await upload('deed', file);
    expect(refused.status).toBe(422);
    expect(fieldErrorsSchema.parse(refused.body).errors).toEqual({ file: message });
    const { application } = companyApplicationEnvelopeSchema.parse(
      (await get('api/company-application')).body,
    );
    expect(application?.documents.deed).toBeNull();
  });

  it.each<[string, string, FormData, string]>([
    ['a part that is no file', 'deed', formOf('file', 'escritura'), 'file'],
    ['no part at all', 'deed', new FormData(), 'file'],
    ['a document the application has not', 'balance', formOf('file', pdf('balance.pdf')), 'params.kind'],
  ])('refuses %s by its contract (400, the field named)', async (_name, kind, form, field) => {
    await post('api/company-application', company);
    const response = await fetch(`${api}api/company-application/documents/${kind}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${fakeAccessToken('individual')}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(await response.json()).errors)).toEqual([field]);
  });

  it('a company does not register another company (403)', async () => {
    expect((await post('api/company-application', company, 'company')).status).toBe(403);
  });
});

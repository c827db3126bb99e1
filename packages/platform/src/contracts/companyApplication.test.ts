import { describe, expect, it } from 'vitest';
import {
  type CompanyApplication,
  companyDataIssues,
  companyDocumentIssue,
  companyNewIssues,
  companyRepresentativeIssues,
  isChileanPhone,
  nextCompanyStep,
} from './companyApplication.ts';

describe('companyNewIssues: the company step the form and the server check', () => {
  const complete = {
    rut: '77.654.321-7',
    legalName: 'Ferretería Los Andes SpA',
    representativeRole: 'manager',
  };
  it.each<[string, Parameters<typeof companyNewIssues>[0], ReturnType<typeof companyNewIssues>]>([
    ['complete', complete, {}],
    ['a RUT without dots', { ...complete, rut: '776543217' }, {}],
    [
      'nothing',
      { rut: ' ', legalName: ' ', representativeRole: '' },
      { rut: 'required', legalName: 'required', representativeRole: 'required' },
    ],
    ['a wrong check digit', { ...complete, rut: '77.654.321-4' }, { rut: 'rut' }],
    ["a person's RUT", { ...complete, rut: '16.543.210-K' }, { rut: 'person' }],
    ['the first company RUT', { ...complete, rut: '50.000.000-7' }, {}],
    ['one under it', { ...complete, rut: '49.999.999-2' }, { rut: 'person' }],
    ['a two-letter name', { ...complete, legalName: 'AB' }, { legalName: 'length' }],
    ['a role not offered', { ...complete, representativeRole: 'owner' }, { representativeRole: 'required' }],
  ])('%s', (_name, company, expected) => {
    expect(companyNewIssues(company)).toEqual(expected);
  });
});

describe('companyDataIssues', () => {
  const complete = {
    activity: 'Venta de artículos de ferretería',
    address: 'Av. Providencia 1234, oficina 56',
    commune: 'Providencia',
    region: 'Metropolitana de Santiago',
  };
  it.each<[string, Parameters<typeof companyDataIssues>[0], ReturnType<typeof companyDataIssues>]>([
    ['complete', complete, {}],
    [
      'nothing',
      { activity: '', address: ' ', commune: '', region: '' },
      { activity: 'required', address: 'required', commune: 'required', region: 'required' },
    ],
    ['a region that is not one', { ...complete, region: 'Santiago' }, { region: 'required' }],
    ['a four-letter address', { ...complete, address: 'Av 1' }, { address: 'required' }],
  ])('%s', (_name, data, expected) => {
    expect(companyDataIssues(data)).toEqual(expected);
  });
});

describe('companyRepresentativeIssues', () => {
  const alone = {
    signing: 'alone',
    coSignerName: '',
    coSignerRut: '',
    email: 'finanzas@ferreteria.cl',
    phone: '+56 9 8765 4321',
  };
  const joint = { ...alone, signing: 'joint', coSignerName: 'Pedro Soto Vera', coSignerRut: '13.456.789-9' };
  it.each<
    [
      string,
      Parameters<typeof companyRepresentativeIssues>[0],
      ReturnType<typeof companyRepresentativeIssues>,
    ]
  >([
    ['signs alone', alone, {}],
    ['signs jointly, with the co-signer', joint, {}],
    ['not said how it signs', { ...alone, signing: '' }, { signing: 'required' }],
    [
      'jointly, without the co-signer',
      { ...joint, coSignerName: '', coSignerRut: '' },
      { coSignerName: 'required', coSignerRut: 'required' },
    ],
    ['a co-signer RUT with a wrong digit', { ...joint, coSignerRut: '13.456.789-1' }, { coSignerRut: 'rut' }],
    ['the client as their own co-signer', { ...joint, coSignerRut: '16543210k' }, { coSignerRut: 'self' }],
    [
      'no email, no phone',
      { ...alone, email: 'finanzas@', phone: '1234' },
      { email: 'email', phone: 'phone' },
    ],
  ])('%s', (_name, representative, expected) => {
    expect(companyRepresentativeIssues(representative, '16.543.210-K')).toEqual(expected);
  });
});

describe('isChileanPhone', () => {
  it.each<[string, boolean]>([
    ['+56 9 8765 4321', true],
    ['56987654321', true],
    ['9 8765 4321', true],
    ['+56 2 2345 6789', true],
    ['22345-6789', true],
    ['+56 9 8765 432', false],
    ['+1 415 555 0100', false],
    ['0 8765 4321', false],
    ['', false],
  ])('%s → %s', (phone, expected) => {
    expect(isChileanPhone(phone)).toBe(expected);
  });
});

describe('companyDocumentIssue: what a deed may be', () => {
  it.each<[string, { type: string; size: number }, ReturnType<typeof companyDocumentIssue>]>([
    ['a PDF', { type: 'application/pdf', size: 350_000 }, null],
    ['a photo', { type: 'image/jpeg', size: 2_000_000 }, null],
    ['a PNG of 10 MB exactly', { type: 'image/png', size: 10 * 1024 * 1024 }, null],
    ['one byte more', { type: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'size'],
    [
      'a Word file',
      { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 40_000 },
      'type',
    ],
    ['a file of unknown type', { type: '', size: 40_000 }, 'type'],
    ['an empty file', { type: 'application/pdf', size: 0 }, 'empty'],
  ])('%s', (_name, file, expected) => {
    expect(companyDocumentIssue(file)).toBe(expected);
  });
});

describe('nextCompanyStep: the first step not done', () => {
  const base: CompanyApplication = {
    id: 'app-1',
    status: 'draft',
    company: { rut: '77.654.321-7', legalName: 'Ferretería Los Andes SpA', representativeRole: 'manager' },
    data: null,
    representative: null,
    documents: { deed: null, powers: null },
    submittedAt: null,
  };
  const data = {
    activity: 'Ferretería',
    address: 'Av. Providencia 1234',
    commune: 'Providencia',
    region: 'Ñuble',
  };
  const representative = {
    signing: 'alone' as const,
    coSignerName: '',
    coSignerRut: '',
    email: 'a@b.cl',
    phone: '987654321',
  };
  const file = { name: 'escritura.pdf', size: 1000 };
  it.each<[string, CompanyApplication | null, ReturnType<typeof nextCompanyStep>]>([
    ['no application', null, 'new'],
    ['the company only', base, 'datos'],
    ['with its data', { ...base, data }, 'representante'],
    ['with its representative', { ...base, data, representative }, 'documentos'],
    [
      'one deed of two',
      { ...base, data, representative, documents: { deed: file, powers: null } },
      'documentos',
    ],
    ['everything', { ...base, data, representative, documents: { deed: file, powers: file } }, null],
  ])('%s → %s', (_name, application, expected) => {
    expect(nextCompanyStep(application)).toBe(expected);
  });
});

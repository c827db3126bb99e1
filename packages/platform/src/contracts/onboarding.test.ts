import { describe, expect, it } from 'vitest';
import { kycIssues, usBrokerageIssues } from './onboarding.ts';

describe('kycIssues: the declaration the form and the server check', () => {
  const complete = {
    profession: 'Ingeniera comercial',
    fundsOrigin: 'salary',
    fundsDetail: '',
    isPep: false,
    pepDetail: '',
  } as const;
  it.each<[string, Parameters<typeof kycIssues>[0], ReturnType<typeof kycIssues>]>([
    ['complete', complete, {}],
    [
      'nothing',
      { profession: ' ', fundsOrigin: '', fundsDetail: '', isPep: null, pepDetail: '' },
      { profession: 'required', fundsOrigin: 'required', isPep: 'required' },
    ],
    ['a one-letter profession', { ...complete, profession: 'X' }, { profession: 'length' }],
    [
      'another origin without saying which',
      { ...complete, fundsOrigin: 'other', fundsDetail: ' ' },
      { fundsDetail: 'required' },
    ],
    ['another origin said', { ...complete, fundsOrigin: 'other', fundsDetail: 'Premio de lotería' }, {}],
    ['a PEP without the office', { ...complete, isPep: true }, { pepDetail: 'required' }],
    ['a PEP with it', { ...complete, isPep: true, pepDetail: 'Concejal de Ñuñoa' }, {}],
  ])('%s', (_name, kyc, expected) => {
    expect(kycIssues(kyc)).toEqual(expected);
  });
});

describe('usBrokerageIssues: the US brokerage activation the form and the server check', () => {
  const complete = {
    taxCountry: 'CL',
    taxId: '16.543.210-K',
    usPerson: false,
    termsAccepted: true,
    w8benCertified: true,
  } as const;
  it.each<[string, Parameters<typeof usBrokerageIssues>[0], ReturnType<typeof usBrokerageIssues>]>([
    ['complete, in Chile', complete, {}],
    ['a RUT without dots', { ...complete, taxId: '16543210-k' }, {}],
    [
      'nothing answered',
      { taxCountry: '', taxId: ' ', usPerson: null, termsAccepted: false, w8benCertified: false },
      {
        taxCountry: 'required',
        taxId: 'required',
        usPerson: 'required',
        termsAccepted: 'required',
        w8benCertified: 'required',
      },
    ],
    ['a RUT whose check digit disagrees', { ...complete, taxId: '16.543.210-5' }, { taxId: 'rut' }],
    ['Spain with its NIF', { ...complete, taxCountry: 'ES', taxId: '12345678Z' }, {}],
    ['Peru with a short id', { ...complete, taxCountry: 'PE', taxId: '123' }, { taxId: 'format' }],
    [
      'a foreign id with symbols',
      { ...complete, taxCountry: 'AR', taxId: '20-1234#567-8' },
      { taxId: 'format' },
    ],
    [
      'a tax residence in the US',
      { ...complete, taxCountry: 'US', taxId: '123-45-6789' },
      { taxCountry: 'usPerson' },
    ],
    ['a country not offered', { ...complete, taxCountry: 'XX' }, { taxCountry: 'required' }],
    ['a US person', { ...complete, usPerson: true }, { usPerson: 'usPerson' }],
    ['terms not accepted', { ...complete, termsAccepted: false }, { termsAccepted: 'required' }],
    ['W-8BEN not certified', { ...complete, w8benCertified: false }, { w8benCertified: 'required' }],
  ])('%s', (_name, request, expected) => {
    expect(usBrokerageIssues(request)).toEqual(expected);
  });
});

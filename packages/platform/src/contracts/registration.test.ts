import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PasswordRule,
  passwordChecks,
  type RegistrationRequest,
  registrationIssues,
} from './registration.ts';

const camila = {
  rut: '16.543.210-K',
  email: 'camila.rojas@example.cl',
  firstname: 'Camila',
  surname: 'Rojas Fuentes',
};

describe('passwordChecks: the rules the form lists and the server applies', () => {
  it.each<[string, string, PasswordRule[]]>([
    ['a good one', 'Cordillera2026', []],
    ['too short', 'Andes2026', ['length']],
    ['no capital', 'cordillera2026', ['upper']],
    ['no lower case', 'CORDILLERA2026', ['lower']],
    ['no digit', 'CordilleraAndes', ['digit']],
    ['her RUT in it', 'Clave16543210!', ['personal']],
    ['her RUT with dots', 'Clave16.543.210x', ['personal']],
    ['her first name', 'MiCamila2026', ['personal']],
    ['her surname, accented or not', 'FuentesTres33', ['personal']],
    ['her email name', 'Camila.Rojas99', ['personal']],
    ['ñ and accents count as letters', 'Ñandú2026añejo', []],
    ['nothing', '', ['length', 'lower', 'upper', 'digit']],
  ])('%s (%s)', (_name, password, failing) => {
    const checks = passwordChecks(password, camila);
    expect(
      Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([rule]) => rule),
    ).toEqual(failing);
  });

  it('any password of 10+ characters with a lower, an upper and a digit and nothing of her passes (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[b-hj-np-z]{4,8}$/),
        fc.integer({ min: 10, max: 99 }),
        (letters, digits) => {
          const password = `X${letters}Q${digits}zz`;
          fc.pre([...password].length >= 10);
          expect(Object.values(passwordChecks(password, camila)).every(Boolean)).toBe(true);
        },
      ),
    );
  });
});

describe('registrationIssues', () => {
  const complete: RegistrationRequest = {
    firstname: 'Tomás',
    surname: "O'Ryan Muñoz",
    rut: '19.876.543-0',
    email: 'tomas.oryan@example.cl',
    password: 'Cordillera2026',
    termsAccepted: true,
  };
  it.each<[string, RegistrationRequest, ReturnType<typeof registrationIssues>]>([
    ['complete', complete, {}],
    [
      'nothing',
      { firstname: ' ', surname: '', rut: '', email: '', password: '', termsAccepted: false },
      {
        firstname: 'required',
        surname: 'required',
        rut: 'required',
        email: 'required',
        password: 'required',
        termsAccepted: 'required',
      },
    ],
    ['a name with digits', { ...complete, firstname: 'T0más' }, { firstname: 'name' }],
    ['a RUT with a wrong digit', { ...complete, rut: '19.876.543-2' }, { rut: 'rut' }],
    ['an email without domain', { ...complete, email: 'tomas@' }, { email: 'email' }],
    ['a weak password', { ...complete, password: 'tomas1234' }, { password: 'password' }],
    ['his name in the password', { ...complete, password: 'TomasClave2026' }, { password: 'password' }],
  ])('%s', (_name, request, expected) => {
    expect(registrationIssues(request)).toEqual(expected);
  });
});

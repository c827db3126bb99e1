import { describe, expect, it } from 'vitest';
import { enteredRole } from './enterAs.ts';

const francisca = { id: 'multiCompany', firstname: 'Francisca', surname: 'Soto Morales' };

describe('whose portal an entered account is shown as (docs/RULES.md#roles-and-permissions)', () => {
  it.each<[string, Parameters<typeof enteredRole>[0], string | undefined, ReturnType<typeof enteredRole>]>([
    ['a company its signed-in manager represents', { manager: francisca }, 'multiCompany', 'representative'],
    ['a client managed by someone else', { manager: francisca }, 'admin', 'administrator'],
    ['a client with no manager', { manager: null }, 'admin', 'administrator'],
    ['a client with the manager field left out', {}, 'admin', 'administrator'],
    ['no signed-in subject known', { manager: francisca }, undefined, 'administrator'],
  ])('%s', (_name, account, subject, role) => {
    expect(enteredRole(account, subject)).toBe(role);
  });
});

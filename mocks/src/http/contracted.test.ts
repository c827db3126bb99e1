import { contractedEndpoints, endpointUrl } from '@portal/platform/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockStore } from '../control/store.ts';
import { server } from '../node.ts';
import { fakeAccessToken } from '../testing/tokens.ts';
import { handledEndpoints } from './contracted.ts';

const api = 'http://portal.test/';
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockStore());
afterAll(() => server.close());

const contracted = contractedEndpoints();
const writes = contracted.filter(({ endpoint }) => endpoint.body !== undefined);

const uploads = contracted.filter(({ endpoint }) => endpoint.form !== undefined);
/** An upload's path as a real one (its parameters are checked before its parts). */
const uploadParams: Record<string, Record<string, string>> = {
  'onboarding.companyApplication.uploadDocument': { kind: 'deed' },
};

/** A stand-in for each path parameter: the body is checked before the resource is looked up. */
const urlOf = (path: string) => `${api}${endpointUrl({ path }, new Proxy({}, { get: () => 'x' }))}`;

describe('the mock backend answers the contract (docs/ARCHITECTURE.md#the-api-contract)', () => {
  it('has a handler for every contracted endpoint', () => {
    const missing = contracted
      .filter(({ endpoint }) => !handledEndpoints().has(endpoint))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('writes each endpoint once: no two share a method and path', () => {
    const keys = contracted.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it.each(writes.map((named) => [named.name, named] as const))(
    '%s: a body that breaks the contract gets 400 with the failing fields, never a 500',
    async (_name, { endpoint }) => {
      const schema = endpoint.body;
      if (!schema) throw new Error('a write without a body');
      await fc.assert(
        fc.asyncProperty(
          fc
            .oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything()))
            .filter((body) => !schema.safeParse(body).success),
          async (body) => {
            const response = await fetch(urlOf(endpoint.path), {
              method: endpoint.method,
              headers: {
                Authorization: `Bearer ${fakeAccessToken('individual')}`,
                'Content-Type': 'application/json',
              },
              body: JSON.stringify(body) ?? 'undefined',
            });
            expect(response.status).toBe(400);
            const refusal = (await response.json()) as { message: string; errors: Record<string, string> };
            expect(refusal.message).toBe('La solicitud no es válida.');
            expect(Object.keys(refusal.errors).length).toBeGreaterThan(0);
          },
        ),
        { numRuns: 25 },
      );
    },
  );

  it.each(uploads.map((named) => [named.name, named] as const))(
    '%s: parts that break the contract (text for a file, a part missing) get 400, never a 500',
    async (name, { endpoint }) => {
      const schema = endpoint.form;
      if (!schema) throw new Error('an upload without parts');
      await fc.assert(
        fc.asyncProperty(
          fc
            .dictionary(fc.string({ minLength: 1 }), fc.string())
            .filter((parts) => !schema.safeParse(parts).success),
          async (parts) => {
            const form = new FormData();
            for (const [part, value] of Object.entries(parts)) form.set(part, value);
            const response = await fetch(`${api}${endpointUrl(endpoint, uploadParams[name])}`, {
              method: endpoint.method,
              headers: { Authorization: `Bearer ${fakeAccessToken('individual')}` },
              body: form,
            });
            expect(response.status).toBe(400);
            const refusal = (await response.json()) as { message: string; errors: Record<string, string> };
            expect(Object.keys(refusal.errors).length).toBeGreaterThan(0);
          },
        ),
        { numRuns: 25 },
      );
    },
  );

  it('names the failing field as the body writes it', async () => {
    const response = await fetch(`${api}api/common/shortcuts`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${fakeAccessToken('individual')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: 'sc-1', shortcut: { label: '' } }),
    });
    expect(response.status).toBe(400);
    // In the words the step shows under the field.
    expect((await response.json()).errors).toEqual({
      'shortcut.label': 'Escribe un nombre para el acceso directo.',
    });
  });

  it('says in Spanish what is wrong with a field the contract writes no message for', async () => {
    const response = await fetch(`${api}api/common/shortcuts`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${fakeAccessToken('individual')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ shortcut: { label: 'Mis metas' } }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      id: 'Entrada inválida: se esperaba texto, recibido indefinido',
    });
  });
});

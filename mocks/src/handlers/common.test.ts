import { commonUserQuery, commonUserSchema, fetchJson } from '@portal/platform';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { personas } from '../fixtures/personas.ts';
import { server } from '../node.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET api/common/user', () => {
  it('answers the demo persona, valid against the platform schema', async () => {
    const user = await fetchJson('http://portal.test/api/common/user', commonUserSchema);
    expect(user).toEqual(personas.individual);
    expect(commonUserQuery().queryKey).toEqual(['user', 'common']);
  });
});

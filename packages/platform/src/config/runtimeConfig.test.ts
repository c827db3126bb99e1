import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, RuntimeConfigError } from './runtimeConfig.ts';

const valid = {
  apiBase: './',
  environment: 'Demo',
  oidc: { authority: 'http://127.0.0.1:4000', clientId: 'portal-web' },
};

/** A body that stops on its way, as when the connection drops while it arrives. */
const stopsOnItsWay = () =>
  new Response(
    new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) }),
  );

function answering(response: Response | Error): typeof fetch {
  return (async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
}

describe('loadRuntimeConfig', () => {
  it('returns a valid configuration', async () => {
    await expect(loadRuntimeConfig('./config.json', answering(Response.json(valid)))).resolves.toEqual(valid);
  });

  it.each([
    ['none', {}],
    ['some', { links: { cmf: 'https://www.cmfchile.cl' } }],
    [
      'all',
      {
        links: {
          helpCentre: 'https://ayuda.empresa.cl/portal',
          feedback: 'https://empresa.cl/opina',
          cmf: 'https://www.cmfchile.cl',
        },
      },
    ],
  ])('takes %s of the outward links', async (_case, links) => {
    const config = { ...valid, ...links };
    await expect(loadRuntimeConfig('./config.json', answering(Response.json(config)))).resolves.toEqual(
      config,
    );
  });

  it.each<[string, Response | Error, string]>([
    ['a missing file', new Response('not found', { status: 404 }), 'HTTP 404'],
    ['a network failure', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['a file that is not JSON', new Response('{ apiBase: '), 'is not valid JSON: '],
    ['a body that stops on its way', stopsOnItsWay(), 'Could not read ./config.json: network error'],
    ['no OIDC settings', Response.json({ apiBase: './', environment: 'Demo' }), 'oidc'],
    [
      'an authority that is not a URL',
      Response.json({ ...valid, oidc: { ...valid.oidc, authority: 'localhost' } }),
      'oidc.authority',
    ],
    [
      'an API base without a trailing slash',
      Response.json({ ...valid, apiBase: 'https://api.example.cl' }),
      'apiBase: must end with "/"',
    ],
    [
      'an empty client id',
      Response.json({ ...valid, oidc: { ...valid.oidc, clientId: '' } }),
      'oidc.clientId',
    ],
    [
      'a help centre that is not an address',
      Response.json({ ...valid, links: { helpCentre: 'ayuda' } }),
      'links.helpCentre: must be an https address',
    ],
    [
      'a feedback form over http',
      Response.json({ ...valid, links: { feedback: 'http://feedback.empresa.cl' } }),
      'links.feedback: must be an https address',
    ],
    [
      'a script address as a destination',
      Response.json({ ...valid, links: { cmf: 'javascript:alert(1)' } }),
      'links.cmf: must be an https address',
    ],
  ])('refuses %s with a clear error', async (_name, response, message) => {
    const load = loadRuntimeConfig('./config.json', answering(response));
    await expect(load).rejects.toBeInstanceOf(RuntimeConfigError);
    await expect(load).rejects.toThrow(message);
  });

  it.each<[string, () => Response | Error, boolean]>([
    ['no connection', () => new TypeError('Failed to fetch'), true],
    ['a server error', () => new Response('down', { status: 503 }), true],
    ['a body that stops on its way', stopsOnItsWay, true],
    ['a missing file', () => new Response('not found', { status: 404 }), false],
    ['a file that is not JSON', () => new Response('{ apiBase: '), false],
    ['a file that is not a configuration', () => Response.json({ apiBase: './' }), false],
  ])('says whether %s is worth another try (unreachable: %s)', async (_name, answer, unreachable) => {
    const error: unknown = await loadRuntimeConfig('./config.json', answering(answer())).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as RuntimeConfigError).unreachable).toBe(unreachable);
  });
});

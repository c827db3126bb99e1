import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { personaIds, personas } from '../mocks/src/fixtures/personas.ts';

/**
 * Signs a persona in without walking the provider's page: the same authorization code flow with
 * PKCE the portal runs (the provider's persona form posted, the code exchanged), made from Node in
 * a few milliseconds, then the user stored where oidc-client-ts keeps it and the provider's session
 * cookies given to the browser (session checks find the session the provider knows). Tests of the
 * sign-in itself walk the page (`signInAs`); every other test starts here.
 */
export interface ApiSignIn {
  idpUrl: string;
  /** The portal's base URL, e.g. http://127.0.0.1:4173/ */
  appBaseUrl: string;
  clientId: string;
  scope: string;
}

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** Cookies the provider set, kept per name and path as a browser would (ports share a host's cookies). */
class CookieJar {
  private cookies = new Map<string, Cookie>();
  take(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }
  header(url: URL): string {
    return [...this.cookies.values()]
      .filter((cookie) => url.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
  all(): Cookie[] {
    return [...this.cookies.values()];
  }
}

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

function personaIdOf(name: string) {
  const id = personaIds.find((candidate) => {
    const { user } = personas[candidate];
    return `${user.firstname} ${user.surname ?? ''}`.trim() === name.trim();
  });
  if (!id) throw new Error(`No demo persona is called "${name}"`);
  return id;
}

/** The stored user of oidc-client-ts (User.toStorageString) for a persona, and the provider's cookies. */
export async function signInThroughApi(options: ApiSignIn, personaName: string) {
  const jar = new CookieJar();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(16));
  const redirectUri = new URL('auth/login/', options.appBaseUrl).href;
  const step = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
    });
    jar.take(response);
    return response;
  };
  const location = (response: Response, from: URL) => {
    const to = response.headers.get('location');
    if (!to) throw new Error(`The provider answered ${response.status} at ${from.pathname}, no redirect`);
    return new URL(to, from);
  };

  const authorize = new URL('/auth', options.idpUrl);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const interaction = location(await step(authorize), authorize);
  const chosen = await step(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ persona: personaIdOf(personaName) }).toString(),
  });
  const resume = location(chosen, interaction);
  const back = location(await step(resume), resume);
  const code = back.searchParams.get('code');
  if (!code || back.searchParams.get('state') !== state) throw new Error(`No code came back: ${back.href}`);

  const tokenResponse = await fetch(new URL('/token', options.idpUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (!tokenResponse.ok) throw new Error(`The token exchange failed: ${await tokenResponse.text()}`);
  const tokens = (await tokenResponse.json()) as {
    access_token: string;
    id_token: string;
    refresh_token?: string;
    token_type: string;
    scope: string;
    expires_in: number;
  };
  const claims = JSON.parse(
    Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString(),
  ) as Record<string, unknown>;
  // What oidc-client-ts keeps of the id token's claims (it drops the protocol ones).
  for (const protocol of [
    'nonce',
    'at_hash',
    'iat',
    'nbf',
    'exp',
    'aud',
    'iss',
    'c_hash',
    'auth_time',
    'azp',
    'sid',
  ])
    delete claims[protocol];
  const user = {
    id_token: tokens.id_token,
    session_state: back.searchParams.get('session_state'),
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: claims,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  return { user, cookies: jar.all() };
}

/**
 * Opens `path` signed in as the persona: the user stored before the portal's first script runs
 * (on a blank page of the portal's origin), the provider's session cookies in the browser.
 */
export async function openSignedIn(page: Page, options: ApiSignIn, personaName: string, path: string) {
  const { user, cookies } = await signInThroughApi(options, personaName);
  const idp = new URL(options.idpUrl);
  await page.context().addCookies(
    cookies.map((cookie) => ({
      ...cookie,
      domain: idp.hostname,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  );
  const blank = new URL('__e2e-blank', options.appBaseUrl).href;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  await page.goto(blank);
  await page.evaluate(
    ({ key, value, token }) => {
      localStorage.setItem(key, value);
      localStorage.setItem('bp_access_token', token);
    },
    {
      key: `oidc.user:${options.idpUrl}:${options.clientId}`,
      value: JSON.stringify(user),
      token: user.access_token,
    },
  );
  await page.unroute(blank);
  await page.goto(path);
}

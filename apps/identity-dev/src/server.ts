/**
 * Local OpenID provider for the demo and the e2e tests (oidc-provider 9, a certified implementation).
 * Authorization code + PKCE for the public client "portal-web", refresh tokens with rotation,
 * JWT access tokens whose subject is the persona's client code (the backend's user id, which the
 * mock backend reads), real end-session.
 * Its sign-in page lists the demo personas in Spanish. Listens on 127.0.0.1 only.
 *
 *   IDP_PORT (4000), IDP_ACCESS_TOKEN_TTL seconds (300), PORTAL_ORIGINS (comma-separated, the apps allowed
 *   to sign in; default http://127.0.0.1:5173,http://127.0.0.1:4173,http://localhost:5173,http://localhost:4173)
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { clientCodes, personaIds, personas } from '@portal/mocks/personas';
import Provider, { type Configuration } from 'oidc-provider';
import { consentPage, escapeHtml, loginPage, logoutPage } from './pages.ts';

const port = Number(process.env.IDP_PORT ?? 4000);
const issuer = `http://127.0.0.1:${port}`;
const accessTokenTtl = Number(process.env.IDP_ACCESS_TOKEN_TTL ?? 300);
const portalOrigins = (
  process.env.PORTAL_ORIGINS ??
  'http://127.0.0.1:5173,http://127.0.0.1:4173,http://localhost:5173,http://localhost:4173'
)
  .split(',')
  .map((origin) => origin.trim().replace(/\/$/, ''))
  .filter(Boolean);

export const apiResource = 'urn:portal:api';
const apiScopes = 'apiv1 apiv2 IdentityServerApi';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = {
  ...privateKey.export({ format: 'jwk' }),
  kid: `dev-${Date.now()}`,
  use: 'sig',
  alg: 'RS256',
};

const configuration: Configuration = {
  clients: [
    {
      client_id: 'portal-web',
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: portalOrigins.flatMap((origin) => [
        `${origin}/auth/login/`,
        `${origin}/silent-refresh.html`,
      ]),
      post_logout_redirect_uris: portalOrigins.map((origin) => `${origin}/`),
      scope: `openid profile email offline_access ${apiScopes}`,
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: [randomBytes(32).toString('hex')] },
  pkce: { required: () => true },
  scopes: ['openid', 'profile', 'email', 'offline_access', ...apiScopes.split(' ')],
  claims: {
    openid: ['sub'],
    profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    email: ['email', 'email_verified'],
  },
  conformIdTokenClaims: false,
  async findAccount(_ctx, id) {
    const persona = personaIds.find((candidate) => clientCodes[candidate] === id);
    if (!persona) return undefined;
    const { user } = personas[persona];
    return {
      accountId: id,
      async claims() {
        return {
          sub: id,
          name: `${user.firstname} ${user.surname}`,
          given_name: user.firstname,
          family_name: user.surname,
          preferred_username: user.preferedName ?? user.firstname,
          email: user.email,
          email_verified: true,
        };
      },
    };
  },
  features: {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      async logoutSource(ctx, form) {
        ctx.body = logoutPage(form);
      },
      async postLogoutSuccessSource(ctx) {
        ctx.body = consentPage('Sesión cerrada', '<p>Cerraste tu sesión.</p>');
      },
    },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => apiResource,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({
        scope: apiScopes,
        audience: apiResource,
        accessTokenTTL: accessTokenTtl,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: 'RS256' } },
      }),
    },
  },
  ttl: {
    AccessToken: accessTokenTtl,
    IdToken: accessTokenTtl,
    RefreshToken: 14 * 24 * 3600,
    Session: 14 * 24 * 3600,
    Grant: 14 * 24 * 3600,
    Interaction: 3600,
    AuthorizationCode: 60,
  },
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  // The portal is the provider's own client and is never asked for consent (IdentityServer's
  // RequireConsent = false). A refresh token spent twice makes oidc-provider revoke the grant;
  // the person is still signed in here, so a prompt=none renewal gets a new grant, as in production,
  // instead of consent_required.
  async loadExistingGrant(ctx) {
    const { client, session } = ctx.oidc;
    if (!client || !session) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    if (existing || !session.accountId) return existing;
    const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId: client.clientId });
    grant.addOIDCScope(String(ctx.oidc.params?.scope ?? 'openid'));
    grant.addResourceScope(apiResource, apiScopes);
    await grant.save();
    return grant;
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  clientBasedCORS: (_ctx, origin) => portalOrigins.includes(origin),
  renderError(ctx, out) {
    ctx.type = 'html';
    ctx.body = consentPage(
      'Error de inicio de sesión',
      Object.entries(out)
        .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
        .join(''),
    );
  },
};

const provider = new Provider(issuer, configuration);
provider.proxy = false;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

/** Sign-in: the persona list (GET) and the choice (POST). Grants every scope asked for: a dev provider. */
async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, consentPage('Error', '<p>Interacción desconocida.</p>'));
  if (req.method === 'GET')
    return send(
      res,
      200,
      loginPage(
        uid,
        personaIds.map((id) => personas[id]),
      ),
    );

  const form = await readForm(req);
  const persona = personaIds.find((id) => id === form.get('persona'));
  if (!persona)
    return send(
      res,
      400,
      loginPage(
        uid,
        personaIds.map((id) => personas[id]),
        'Elige una persona de la lista.',
      ),
    );

  // The account (the token's subject) is the persona's client code, the backend's user id.
  const accountId = clientCodes[persona];
  const clientId = String(details.params.client_id);
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId });
  if (!grant) return send(res, 400, consentPage('Error', '<p>Permiso no encontrado.</p>'));
  grant.addOIDCScope(String(details.params.scope ?? 'openid'));
  grant.addResourceScope(apiResource, apiScopes);
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

const handle = provider.callback();
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  const match = /^\/interaction\/([^/]+)\/?$/.exec(url.pathname);
  // The sign-in page's tab asks for an icon: none here, and no 404 in the console either.
  if (url.pathname === '/favicon.ico') {
    res.writeHead(204, { 'Cache-Control': 'max-age=86400' });
    res.end();
    return;
  }
  if (url.pathname === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('ok');
    return;
  }
  if (match?.[1]) {
    interaction(req, res, match[1]).catch((error: unknown) => {
      console.error(error);
      send(
        res,
        500,
        consentPage('Error', `<p>${escapeHtml(error instanceof Error ? error.message : String(error))}</p>`),
      );
    });
    return;
  }
  handle(req, res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Local OpenID provider: ${issuer} (access tokens ${accessTokenTtl} s; clients from ${portalOrigins.join(', ')})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));

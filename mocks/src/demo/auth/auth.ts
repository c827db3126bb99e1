import { HttpResponse, http } from 'msw';
import { demoDelays, mockDelay } from '../../control/delay.ts';
import { personas } from '../../fixtures/personas.ts';

/** Demo access tokens last 7 days (docs/RULES.md#demo-mock-calls). */
export const demoTokenLifetimeSeconds = 7 * 24 * 3600;

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned demo token (the template's mock): subject and expiry only. */
export function demoAccessToken(sub: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub, iat: nowSeconds, exp: nowSeconds + demoTokenLifetimeSeconds })}.`;
}

export function isValidDemoToken(token: unknown, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (typeof token !== 'string') return false;
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
      sub?: string;
    };
    return typeof payload.exp === 'number' && payload.exp > nowSeconds && typeof payload.sub === 'string';
  } catch {
    return false;
  }
}

/** The demo password of every persona (demo only; the real sign-in is OpenID Connect). */
export const demoPassword = 'demo';

async function signIn(request: Request) {
  await mockDelay(demoDelays.signIn);
  const body = (await request.json().catch(() => null)) as { email?: string; password?: string } | null;
  const persona = Object.values(personas).find((p) => p.user.email === body?.email);
  if (!persona || body?.password !== demoPassword) return HttpResponse.json(false, { status: 404 });
  return HttpResponse.json({
    user: persona.user,
    accessToken: demoAccessToken(persona.id),
    tokenType: 'bearer',
  });
}

export const authHandlers = [
  http.post('*/api/auth/sign-in', ({ request }) => signIn(request)),
  http.post('*/api/auth/unlock-session', ({ request }) => signIn(request)),
  http.post('*/api/auth/sign-in-with-token', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { accessToken?: string } | null;
    if (!isValidDemoToken(body?.accessToken))
      return HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
    return HttpResponse.json({ accessToken: body?.accessToken, tokenType: 'bearer' });
  }),
  http.post('*/api/auth/sign-up', async () => {
    await mockDelay(demoDelays.signUp);
    return HttpResponse.json(true);
  }),
  http.post('*/api/auth/forgot-password', async () => {
    await mockDelay(demoDelays.passwordMail);
    return HttpResponse.json(true);
  }),
  http.post('*/api/auth/reset-password', async () => {
    await mockDelay(demoDelays.passwordMail);
    return HttpResponse.json(true);
  }),
];

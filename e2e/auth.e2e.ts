import type { Page } from '@playwright/test';
import { clientCodes, type PersonaId } from '@portal/mocks/personas';
import { expect, failNextCalls, idpUrl, signInThroughProvider, storedAccessToken, test } from './fixtures.ts';

const personas: [PersonaId, string][] = [
  ['individual', 'Camila Rojas Fuentes'],
  ['company', 'Inversiones Andes SpA'],
  ['admin', 'Ignacio Muñoz Tapia'],
  ['multiCompany', 'Francisca Soto Morales'],
  ['riskProfile', 'Matías González Reyes'],
  ['onboarding', 'Valentina Pérez Lagos'],
  ['usInvitation', 'Benjamín Silva Contreras'],
];

function jwtPayload(token: string | null): { sub?: string; exp?: number } {
  const part = token?.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

const oidcUserKey = `oidc.user:${idpUrl}:portal-web`;

test.describe('sign-in through the local OpenID provider', () => {
  for (const [id, name] of personas) {
    test(`signs in as ${id} and sees ${name}`, async ({ page }) => {
      await signInThroughProvider(page, name);
      await expect(page.getByTestId('signed-in-name')).toHaveText(name);
      const token = await storedAccessToken(page);
      // The subject is the backend's user id: the client code.
      expect(jwtPayload(token).sub).toBe(clientCodes[id]);
    });
  }

  test('a deep link survives the sign-in round trip, through /auth/login#path', async ({ page }) => {
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(frame.url());
    });
    await signInThroughProvider(page, 'Camila Rojas Fuentes', './dashboard?tab=metas');
    await expect(page).toHaveURL(/\/dashboard\?tab=metas$/);
    expect(seen.some((url) => /\/auth\/login\/\?code=/.test(url))).toBe(true);
  });

  test('signs out: the provider session ends and the stored tokens are gone', async ({ page }) => {
    await signInThroughProvider(page, 'Camila Rojas Fuentes');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    // Signed out, the portal sends the visitor to sign in again.
    await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
    await expect(page.getByRole('heading', { name: /Iniciar sesión/ })).toBeVisible();
    await page.goto('./dashboard').catch(() => undefined);
    await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('bp_access_token'),
      users: Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:')),
    }));
    expect(stored).toEqual({ token: null, users: [] });
  });
});

test.describe('token renewal', () => {
  // Access tokens live 75 s at the e2e provider; renewing 70 s before expiry means a renewal every ~5 s.
  test.use({ portalConfig: { renewBeforeExpirySeconds: 70 } });

  test('renews the access token without reloading the page', async ({ page }) => {
    await signInThroughProvider(page, 'Camila Rojas Fuentes');
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    const first = await storedAccessToken(page);
    await expect.poll(() => storedAccessToken(page), { timeout: 20_000 }).not.toBe(first);
    const renewed = await storedAccessToken(page);
    expect(jwtPayload(renewed).exp ?? 0).toBeGreaterThan(jwtPayload(first).exp ?? 0);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page.getByTestId('signed-in-name')).toHaveText('Camila Rojas Fuentes');
  });

  test('two tabs renewing at the same moment keep one valid session', async ({ context, page }) => {
    const refreshes: string[] = [];
    context.on('requestfinished', async (request) => {
      if (request.url() === `${idpUrl}/token` && request.postData()?.includes('grant_type=refresh_token')) {
        const response = await request.response();
        refreshes.push(String(response?.status()));
      }
    });
    await signInThroughProvider(page, 'Francisca Soto Morales');
    const second = await context.newPage();
    await second.goto('./dashboard');
    await expect(second.getByTestId('signed-in-name')).toHaveText('Francisca Soto Morales');

    // Both tabs hold the same token, so both are told it is expiring at the same moment, twice over.
    const tokens = new Set([await storedAccessToken(page)]);
    await expect
      .poll(
        async () => {
          tokens.add(await storedAccessToken(page));
          return tokens.size;
        },
        { timeout: 30_000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(3);

    for (const tab of [page, second] as Page[]) {
      await expect(tab.getByTestId('signed-in-name')).toHaveText('Francisca Soto Morales');
      await expect(tab.getByText('Tu sesión terminó')).toHaveCount(0);
    }
    // Every refresh succeeded: no tab spent a refresh token another tab had already rotated
    // (the provider revokes the whole grant when that happens).
    expect(refreshes.length).toBeGreaterThanOrEqual(2);
    expect(refreshes.every((status) => status === '200')).toBe(true);

    // The tab that renewed for both closes: the other one takes over renewing.
    await page.close();
    const before = await storedAccessToken(second);
    await expect.poll(() => storedAccessToken(second), { timeout: 20_000 }).not.toBe(before);
    await expect(second.getByTestId('signed-in-name')).toHaveText('Francisca Soto Morales');
    expect(refreshes.every((status) => status === '200')).toBe(true);
  });
});

test('leaving a page while it asks the provider for its discovery keeps the session and the entered account', async ({
  page,
}) => {
  await signInThroughProvider(page, 'Francisca Soto Morales');
  await page.evaluate((code) => localStorage.setItem('bp-enter-as-id', code), clientCodes['co-2']);
  // The next page's session asks for the provider's discovery once it has settled: held here, so
  // the client is on their way to another page when the browser cancels it.
  let asked = 0;
  await page.context().route(/\.well-known\/openid-configuration$/, async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('./goals');
  await expect.poll(() => asked, { timeout: 15_000 }).toBeGreaterThan(0);
  const pages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pages.push(new URL(frame.url()).pathname);
  });
  await page.goto('./advisor');
  await page.context().unroute(/\.well-known\/openid-configuration$/);
  // A cancelled request says nothing about the provider: still signed in, still in the company.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Asesoría');
  await expect(page.getByRole('region', { name: 'Cuenta de empresa' })).toContainText('Transportes Soto SpA');
  expect(await page.evaluate((key) => localStorage.getItem(key) !== null, oidcUserKey)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('bp-enter-as-id'))).toBe(clientCodes['co-2']);
  expect(pages.every((path) => path === '/advisor')).toBe(true);
});

test.describe('a renewal lost to a page change', () => {
  test('the spent refresh token is renewed on the provider session, in a hidden frame: the client stays, on the same page', async ({
    page,
  }) => {
    await signInThroughProvider(page, 'Camila Rojas Fuentes');
    // What a page that navigates while its renewal is on the way leaves behind: the provider rotated
    // the refresh token, and the answer with the new one never reached the storage.
    const spent = await page.evaluate(
      async ({ key, tokenUrl }) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { refresh_token?: string };
        const answer = await fetch(tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: stored.refresh_token ?? '',
            client_id: 'portal-web',
          }),
        });
        // The next page finds a token about to expire: it renews at once, with the spent one.
        const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number };
        user.expires_at = Math.floor(Date.now() / 1000) + 30;
        localStorage.setItem(key, JSON.stringify(user));
        return answer.status;
      },
      { key: oidcUserKey, tokenUrl: `${idpUrl}/token` },
    );
    expect(spent).toBe(200);
    const before = await storedAccessToken(page);
    const pages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pages.push(new URL(frame.url()).pathname);
    });

    await page.goto('./goals');
    await expect.poll(() => storedAccessToken(page), { timeout: 20_000 }).not.toBe(before);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis metas');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toContainText(
      'Camila Rojas Fuentes',
    );
    await expect(page.getByText('Tu sesión terminó')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // Never left for the provider's page: the top window stayed on /goals.
    expect(pages.every((path) => path === '/goals')).toBe(true);
    expect(jwtPayload(await storedAccessToken(page)).sub).toBe(clientCodes.individual);
  });
});

test.describe('an API that refuses the access token (HTTP 401)', () => {
  test('refused once: the token is renewed and the page asks again, with no word to the client', async ({
    page,
  }) => {
    await signInThroughProvider(page, 'Camila Rojas Fuentes');
    const before = await storedAccessToken(page);
    await failNextCalls(page, 'api/movements', 401, 1);
    await page.getByRole('link', { name: 'Ver todos los movimientos' }).click();
    await expect(page.getByText(/^Mostrando 1–20 de \d+$/)).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => storedAccessToken(page)).not.toBe(before);
    await expect(page.getByRole('heading', { name: 'Tu sesión expiró' })).toHaveCount(0);
  });

  test('refused again with the renewed token: the session is over, said in Spanish, with the way back in', async ({
    page,
  }) => {
    await signInThroughProvider(page, 'Camila Rojas Fuentes');
    await failNextCalls(page, 'api/movements', 401);
    await page.getByRole('link', { name: 'Ver todos los movimientos' }).click();
    await expect(page.getByRole('heading', { name: 'Tu sesión expiró' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Iniciar sesión de nuevo' })).toBeVisible();
    expect(await storedAccessToken(page)).toBeNull();
  });
});

test.describe('session rules and impersonation', () => {
  test('a session terminated elsewhere clears the enter-as id and admin flag, and says so', async ({
    context,
    page,
  }) => {
    await signInThroughProvider(page, 'Ignacio Muñoz Tapia');
    const other = await context.newPage();
    await other.goto('./dashboard');
    await expect(other.getByTestId('signed-in-name')).toBeVisible();
    // The other tab impersonates, then its session is removed (as a sign-out there does).
    await other.evaluate(
      ({ key, code }) => {
        localStorage.setItem('bp-enter-as-id', code);
        localStorage.setItem('bp_is_admin', 'true');
        localStorage.removeItem(key);
      },
      { key: oidcUserKey, code: clientCodes.company },
    );
    await expect(page.getByRole('heading', { name: 'Tu sesión terminó' })).toBeVisible();
    const flags = await page.evaluate(() => [
      localStorage.getItem('bp-enter-as-id'),
      localStorage.getItem('bp_is_admin'),
    ]);
    expect(flags).toEqual([null, null]);
  });

  test('an administrator with a stored enter-as id acts as that user (BPEnterAsId header)', async ({
    page,
  }) => {
    await signInThroughProvider(page, 'Ignacio Muñoz Tapia');
    const headers: (string | undefined)[] = [];
    page.on('request', async (request) => {
      if (request.url().includes('/rpc/user/getCurrentUser'))
        headers.push((await request.allHeaders()).bpenterasid);
    });
    await page.evaluate((code) => {
      localStorage.setItem('bp-enter-as-id', code);
      localStorage.setItem('bp_is_admin', 'true');
    }, clientCodes.company);
    await page.reload();
    await expect(page.getByTestId('signed-in-name')).toHaveText('Inversiones Andes SpA');
    await expect.poll(() => headers).toContain(clientCodes.company);
  });

  // A client who is not an administrator and stores someone else's id: integrations.e2e.ts (change user).
});

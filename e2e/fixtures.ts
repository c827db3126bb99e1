import { test as base, expect, type Page } from '@playwright/test';

export const idpPort = Number(process.env.E2E_IDP_PORT ?? 4100);
export const idpUrl = `http://127.0.0.1:${idpPort}`;

export interface PortalConfigOverrides {
  renewBeforeExpirySeconds?: number;
}

/**
 * Every test runs the built demo app against the e2e identity provider: config.json is answered
 * here (context.route also sees what the MSW service worker passes through), as a deployment would.
 */
export const test = base.extend<{ portalConfig: PortalConfigOverrides }>({
  portalConfig: [{}, { option: true }],
  context: async ({ context, portalConfig }, use) => {
    await context.route('**/config.json', (route) =>
      route.fulfill({
        json: {
          apiBase: './',
          environment: 'E2E',
          oidc: {
            authority: idpUrl,
            clientId: 'portal-web',
            renewBeforeExpirySeconds: portalConfig.renewBeforeExpirySeconds ?? 30,
          },
        },
      }),
    );
    await use(context);
  },
});

export { expect };

/** Opens the portal, is sent to the provider, picks a persona, and lands back signed in. */
export async function signInAs(page: Page, personaName: string, path = './dashboard') {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
  await page.getByRole('button', { name: new RegExp(personaName) }).click();
  await expect(page.getByTestId('signed-in-name')).toBeVisible();
}

export async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('bp_access_token'));
}

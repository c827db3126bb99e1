import { expect, test } from '@playwright/test';

test('`npm start` serves the portal: sign in as a persona on the local provider and see the dashboard', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://127.0.0.1:5173/');
  // The dev server's own config.json points at the local provider of `npm start`.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4000\/interaction\//, { timeout: 60_000 });
  await page.getByRole('button', { name: /Camila Rojas Fuentes/ }).click();
  // Through the code's return and `/`: on a machine busy with the other tests (`npm test` runs these
  // beside the stories), the dev server's modules can take longer than the default 5 s.
  await expect(page).toHaveURL(/127\.0\.0\.1:5173\/dashboard$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Cami' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('signed-in-name')).toHaveText(/Camila/);
  // Not Vite's error overlay, and nothing thrown on the way.
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('`npm run storybook` opens and renders a story', async ({ page }) => {
  await page.goto('http://127.0.0.1:6006/iframe.html?id=ui-button--primary&viewMode=story');
  const button = page.locator('#storybook-root').getByRole('button');
  await expect(button).toBeVisible({ timeout: 90_000 });
  // Drawn by the design system, not the browser's defaults.
  const font = await button.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(font).toContain('Inter Variable');
});

test('the docs pages render their markdown tables (GitHub-flavoured markdown is on)', async ({ page }) => {
  await page.goto('http://127.0.0.1:6006/iframe.html?id=introduction--docs&viewMode=docs');
  const docs = page.locator('#storybook-docs');
  await expect(docs.getByRole('heading', { name: 'Client portal workshop' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(docs.getByRole('table').first()).toBeVisible();
  await expect(docs.getByRole('columnheader', { name: 'Package' })).toBeVisible();
  await expect(docs.getByText('| --- |')).toHaveCount(0);
});

test('`npm run storybook` opens on the Introduction, without Storybook’s own checklist or guide', async ({
  page,
}) => {
  await page.goto('http://127.0.0.1:6006/');
  await expect(page).toHaveURL(/\?path=\/docs\/introduction--docs$/, { timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Expand all' }).first()).toBeVisible({ timeout: 90_000 });
  // Storybook 10 draws both in dev mode unless told not to (.storybook/main.ts `features`). The
  // checklist comes about 0.6 s after the sidebar's tree (measured with the flags off): a thing that
  // must not show is looked for once it would have.
  await page.waitForTimeout(3_000);
  await expect(page.getByRole('button', { name: /onboarding guide/i })).toHaveCount(0);
  await expect(page.getByText(/Get started|Onboarding guide/i)).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: /Guide/i })).toHaveCount(0);
});

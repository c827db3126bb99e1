import type { Page } from '@playwright/test';
import { e2ePortalConfig, expect, signInAs, test } from './fixtures.ts';

// The portal's outward links lead where the deployment's config.json says (docs/RULES.md#main-layout):
// the footer's FAQ, CMF and feedback and the user menu's "Preguntas frecuentes", in a new tab; one the
// config leaves out is not drawn.

const footer = (page: Page) => page.getByRole('contentinfo');

async function userMenuEntries(page: Page) {
  await page
    .getByRole('button', { name: /Menú de usuario|Camila/ })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

test('the footer and the user menu lead where config.json says, in a new tab', async ({ page }) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  for (const [name, href] of [
    [/^FAQ/, e2ePortalConfig.links.helpCentre],
    [/^CMF/, e2ePortalConfig.links.cmf],
    [/^Danos tu opinión/, e2ePortalConfig.links.feedback],
  ] as const) {
    const link = footer(page).getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await page
    .getByRole('button', { name: /Menú de usuario|Camila/ })
    .first()
    .click();
  const faq = page.getByRole('menu').getByRole('menuitem', { name: /^Preguntas frecuentes/ });
  await expect(faq).toHaveAttribute('href', e2ePortalConfig.links.helpCentre);
  await expect(faq).toHaveAttribute('target', '_blank');
});

test.describe('a deployment that sets only the CMF', () => {
  test.use({ portalConfig: { links: { cmf: 'https://www.cmfchile.cl' } } });

  test('draws no FAQ, no feedback and no "Preguntas frecuentes": no link to nowhere', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await expect(footer(page).getByRole('link', { name: /^CMF/ })).toHaveAttribute(
      'href',
      'https://www.cmfchile.cl',
    );
    await expect(footer(page).getByRole('link', { name: /^FAQ/ })).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: /^Danos tu opinión/ })).toHaveCount(0);
    expect((await userMenuEntries(page)).some((entry) => /Preguntas frecuentes/.test(entry))).toBe(false);
  });
});

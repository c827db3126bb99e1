import { themeNames } from '../packages/ui/src/tokens/themes.ts';
import { expect, expectNoAxeViolations, signInAs, test } from './fixtures.ts';

/**
 * axe in the six themes beside the portal's own (docs/ACCESSIBILITY.md): a client who picked one
 * on their profile gets pages that pass the same rules, contrast among them. Three pages that hold
 * most of the kit (figures and a chart, a list with its states, a table and a form's fields).
 */
const pages = [
  ['/dashboard', /^Hola, Cami$/],
  ['/goals/101', /^Casa propia$/],
  ['/dashboard/activities', /^Actividad general$/],
] as const;

const others = themeNames.filter((theme) => theme !== 'portal');
const half = Math.ceil(others.length / 2);
for (const [index, themes] of [others.slice(0, half), others.slice(half)].entries()) {
  test(`the ${themes.join(', ')} themes pass axe on the dashboard, a goal and the activities (part ${index + 1})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'Camila Rojas Fuentes');
    for (const theme of themes) {
      await page.evaluate((name) => localStorage.setItem('bp_theme', name), theme);
      for (const [path, heading] of pages) {
        await page.goto(`.${path}`);
        await expect(page.getByRole('heading', { level: 1 }), `${theme} ${path}`).toHaveText(heading);
        // The page is drawn in the theme asked for (the theme's root says which).
        await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible();
        await expect(page.locator('[data-loading]')).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} in the ${theme} theme`);
      }
    }
  });
}

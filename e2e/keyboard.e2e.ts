import { expect, signInAs, test } from './fixtures.ts';

/**
 * The way past the menu (WCAG 2.4.1; docs/RULES.md#routes-and-layouts): on the main and step layouts
 * the first Tab reaches "Saltar al contenido", and Enter puts the focus on the page's heading, so the
 * next Tab is the page's own first control, not the side menu's twelve links.
 */
const layouts = [
  ['main layout', '/dashboard', 'Hola, Cami', false],
  // The deposit's first step puts the focus in its amount field once the goal is here: the test
  // waits for that, or the field would take the focus back after the test had moved it to the top.
  ['step layout', '/deposit/101', 'Depositar', true],
] as const;

for (const [layout, path, heading, fieldTakesFocus] of layouts) {
  test(`the skip link on the ${layout} (${path}) leads past the menu to the page's heading`, async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', `.${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (fieldTakesFocus) await expect(page.getByRole('textbox')).toBeFocused();
    // From the top of the page, as a keyboard user arrives.
    await page.evaluate(() => {
      // The body takes the focus for a moment, so the next Tab starts from the top.
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  });
}

test('the empty layout (/kyc) has nothing before the page to pass, and no skip link', async ({ page }) => {
  await signInAs(page, 'Camila Rojas Fuentes', './kyc');
  await expect(page.getByRole('heading', { level: 1, name: 'Conoce a tu cliente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
});

test('each page is named: the browser title, and after a move its heading said politely (WCAG 2.4.2, 4.1.3)', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './dashboard');
  await expect(page).toHaveTitle('Hola, Cami · Portal');
  const announcer = page.getByTestId('page-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // The first page reads itself: nothing said over it.
  await expect(announcer).toHaveText('');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Mis metas' })
    .click();
  await expect(page).toHaveTitle('Mis metas · Portal');
  await expect(announcer).toHaveText('Mis metas');
  // Into a flow's steps (the step layout's own frame): named too.
  await page
    .getByRole('link', { name: /Casa propia/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Depositar', exact: true }).click();
  await expect(page).toHaveTitle('Depositar · Portal');
  await expect(page.getByTestId('page-announcer')).toHaveText('Depositar');
  // And a page of the empty layout (no menu, no header): named too.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/kyc');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle('Conoce a tu cliente · Portal');
  await expect(page.getByTestId('page-announcer')).toHaveText('Conoce a tu cliente');
});

/**
 * Focus not hidden by the sticky header (WCAG 2.4.11): going back up a long page with Shift+Tab,
 * the browser scrolls each control into view under the header, not behind it. Without the layout's
 * scroll padding, half the controls of /goals/101 land under the header.
 */
test('going back up a page by keyboard, no focused control hides under the sticky header (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAs(page, 'Camila Rojas Fuentes', './goals/101');
  await expect(page.getByRole('heading', { level: 1, name: 'Casa propia' })).toBeVisible();
  await expect(page.locator('[data-loading]')).toHaveCount(0);
  // From the page's last control (the footer's), upwards.
  await page.getByRole('contentinfo').getByRole('link').last().focus();
  const seen: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const focus = await page.evaluate(() => {
      const focused = document.activeElement;
      const header = document.querySelector('header');
      // The header's own controls, and the page itself once the focus has left its first control.
      if (
        !(focused instanceof HTMLElement) ||
        focused === document.body ||
        !header ||
        header.contains(focused)
      )
        return undefined;
      const box = focused.getBoundingClientRect();
      const bar = header.getBoundingClientRect();
      const besideHeader = box.right <= bar.left || box.left >= bar.right;
      return {
        name: `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`,
        under: !besideHeader && box.top < bar.bottom - 1,
      };
    });
    if (!focus) continue;
    seen.push(focus.name);
    expect(focus.under, `${focus.name} is under the header`).toBe(false);
  }
  // The walk went over the page's own controls, not only the footer.
  expect(seen.length).toBeGreaterThan(20);
});

import type { Locator, Page } from '@playwright/test';
import { expect, failNextCalls, signInAs, test } from './fixtures.ts';
import { stylesWritten, watchStyles } from './styleWatch.ts';

// Every overlay of the portal, opened under the strict policy, twice: behind `vite preview` (the
// nonce written into each page, as nginx does) and, in the `static-host` project, the production
// build behind a plain static host whose policy has no nonce at all (`style-src 'self'; script-src
// 'self'`). No overlay may write a <style> element (a static host's policy blocks it; the fixture
// fails a test on any violation), and the page behind a modal one must not scroll.

/**
 * The page behind a modal overlay holds still: the lock is set, the page's overflow is hidden by
 * the static stylesheet, and a turn of the wheel over the page leaves it where it was.
 */
async function expectPageHeld(page: Page) {
  const before = await page.evaluate(() => ({
    locked: document.body.hasAttribute('data-scroll-locked'),
    overflow: getComputedStyle(document.body).overflow,
    y: window.scrollY,
  }));
  expect(before.locked, 'the scroll lock is set').toBe(true);
  expect(before.overflow, 'the page behind cannot scroll').toBe('hidden');
  await page.mouse.move(5, (page.viewportSize()?.height ?? 800) - 5);
  await page.mouse.wheel(0, 600);
  // Give a scroll the wheel might have started its frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.scrollY), 'the page behind did not move').toBe(before.y);
}

async function expectPageFree(page: Page) {
  await expect.poll(() => page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);
}

/** Closes an overlay with Escape and waits until it is gone. */
async function closeWithEscape(page: Page, overlay: Locator) {
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

/** A modal overlay: shown, the page behind held while it is open, and free again once `close` ran. */
async function expectModal(page: Page, overlay: Locator, close: () => Promise<void>) {
  await expect(overlay).toBeVisible();
  await expectPageHeld(page);
  await close();
  await expect(overlay).toBeHidden();
  await expectPageFree(page);
}

test.describe('every overlay under the strict policy', () => {
  test.beforeEach(async ({ page }) => watchStyles(page));

  test('the dashboard long enough to scroll: user menu, inbox, chat, the error dialog', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    // The page behind must be able to scroll at all, or holding still proves nothing.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

    // The user menu: a menu, not a dialog (docs/ACCESSIBILITY.md): the page behind is left as it is.
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expectPageFree(page);
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-hidden', 'true');
    await closeWithEscape(page, menu);

    // The inbox: notifications and messages (panels, not modal).
    for (const inbox of ['Notificaciones', 'Mensajes']) {
      await page.getByRole('button', { name: new RegExp(`^${inbox}, \\d+ sin leer$`) }).click();
      const panel = page.getByRole('region', { name: inbox });
      // The panel's code may still be on its way (a press opens it on arrival): a busy machine.
      await expect(panel).toBeVisible({ timeout: 10_000 });
      await closeWithEscape(page, panel);
    }

    // The chat: a dialog.
    await page.getByRole('button', { name: 'Escríbenos' }).click();
    const chat = page.getByRole('dialog', { name: 'Escríbenos' });
    await expectModal(page, chat, () => closeWithEscape(page, chat));

    // The error dialog: an unhandled error.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('boom');
      });
    });
    const error = page.getByRole('alertdialog', { name: 'Error no controlado: TypeError' });
    await expectModal(page, error, () => error.getByRole('button', { name: 'Entendido' }).click());

    expect(await stylesWritten(page)).toEqual([]);
  });

  test('the risk-profile prompt (a confirmation) and its answer (a message dialog)', async ({ page }) => {
    await signInAs(page, 'Matías González Reyes');
    const prompt = page.getByRole('alertdialog', { name: 'Hola Matías' });
    await expect(prompt).toBeVisible();
    await expectPageHeld(page);
    await prompt.getByRole('button', { name: 'Aceptar' }).click();
    const outcome = page.getByRole('dialog', { name: 'Excelente!' });
    await expectModal(page, outcome, () => outcome.getByRole('button', { name: 'Entendido' }).click());
    expect(await stylesWritten(page)).toEqual([]);
  });

  test('a toast: a footer file that fails to download says so', async ({ page }, testInfo) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    // The demo's backend is in the page (its fault controls); the static host's is over HTTP.
    if (testInfo.project.name === 'static-host')
      await page.route('**/api/Files/**', (route) => route.fulfill({ status: 500, body: '' }));
    else await failNextCalls(page, 'api/Files/', 500, 1);
    await page.getByRole('link', { name: 'Términos y condiciones' }).click();
    // The toast, and its words again in the toaster's live region for screen readers (hidden).
    const said = page.getByText('No pudimos descargar Términos y condiciones. Inténtalo de nuevo.');
    await expect(said.filter({ visible: true })).toHaveCount(1);
    expect(await stylesWritten(page)).toEqual([]);
  });

  test("a tooltip, and a copy button's notice", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'Valentina Pérez Lagos');
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: /Mi cuenta/ })
      .focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await signInAs(page, 'Camila Rojas Fuentes', './referral');
    await page
      .getByRole('button', { name: /^Copiar/ })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Copiado' }).first()).toBeVisible();
    expect(await stylesWritten(page)).toEqual([]);
  });
});

test.describe('the side menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ page }) => watchStyles(page));

  test('opens over the page, which holds still, and closes', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expectModal(page, menu, () => closeWithEscape(page, menu));
    expect(await stylesWritten(page)).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  return page.getByRole('menu');
}

test.describe('side menu and user menu per persona (docs/RULES.md#side-menu, #side-menu-mode, #goals-sections, #roles-and-permissions)', () => {
  test('an individual client: server items, "Nuevo" badge, goals sections with starred first, wallet with the flag', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const nav = menu(page);
    await expect(nav.getByRole('link', { name: /Inicio/ })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /Descubrir/ })).toContainText('Nuevo');
    await expect(nav.getByRole('link', { name: /Mi cuenta/ })).not.toHaveAttribute('aria-disabled');
    await expect(nav.getByRole('link', { name: /Invertir en EE\.UU\./ })).toHaveCount(0);
    const investments = nav.getByRole('list', { name: 'Inversiones' });
    await expect(investments.getByRole('link')).toHaveText(['Casa propia', 'Jubilación', 'Viaje a Japón']);
    await expect(nav.getByRole('list', { name: 'Ahorro' }).getByRole('link')).toHaveText(['Corto plazo']);
    await expect(nav.getByRole('list', { name: 'Billetera' }).getByRole('link')).toHaveText(['Caja Moneda']);
    await expect(nav).toContainText('camila.rojas@example.cl');

    const userMenu = await openUserMenu(page);
    await expect(userMenu.getByRole('menuitem', { name: 'Invertir como empresa' })).toBeVisible();
    await expect(userMenu.getByRole('menuitem', { name: 'Cambiar usuario' })).toHaveCount(0);
    await expect(userMenu.getByRole('menuitem', { name: 'Mostrar valores de depuración' })).toHaveCount(0);
    await userMenu.getByRole('menuitem', { name: 'Mi cuenta' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a company: the business-profile menu, representative name, no email, no "invest as a company"', async ({
    page,
  }) => {
    await signInAs(page, 'Inversiones Andes SpA');
    const nav = menu(page);
    await expect(nav.getByRole('link')).toHaveText(['Inicio', 'Asesoría', /^Descubrir/, 'Corto plazo plus']);
    await expect(nav).not.toContainText('@');
    const userMenu = await openUserMenu(page);
    await expect(userMenu).toContainText('Representante legal: Rodrigo Araya Vidal');
    await expect(userMenu.getByRole('menuitem', { name: 'Invertir como empresa' })).toHaveCount(0);
    await expect(userMenu.getByRole('menuitem', { name: 'Cambiar usuario' })).toBeVisible();
  });

  test('several companies or an administrator may change user; the debug entry needs bp_debug = True', async ({
    page,
  }) => {
    await signInAs(page, 'Francisca Soto Morales');
    let userMenu = await openUserMenu(page);
    await expect(userMenu.getByRole('menuitem', { name: 'Cambiar usuario' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('bp_debug', 'True'));
    await page.reload();
    userMenu = await openUserMenu(page);
    await expect(userMenu.getByRole('menuitem', { name: 'Mostrar valores de depuración' })).toBeVisible();
  });

  test('onboarding not finished: "Mi cuenta" is disabled with its tooltip', async ({ page }) => {
    await signInAs(page, 'Valentina Pérez Lagos');
    const account = menu(page).getByRole('link', { name: /Mi cuenta/ });
    await expect(account).toHaveAttribute('aria-disabled', 'true');
    await account.focus();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Podrás acceder a tu cuenta cuando completes el Paso 3',
    );
  });

  test('the US brokerage item shows only with the active entity and the invitation', async ({ page }) => {
    await signInAs(page, 'Benjamín Silva Contreras');
    await expect(menu(page).getByRole('link', { name: /Invertir en EE\.UU\./ })).toBeVisible();
  });

  test('log out from the user menu', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const userMenu = await openUserMenu(page);
    await userMenu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('heading', { name: /Iniciar sesión/ })).toBeVisible();
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens over the page, and a click on the overlay or a page change closes it', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const hamburger = page.getByRole('button', { name: 'Abrir menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    await expect(menu(page)).toBeVisible();
    await page.getByTestId('navigation-overlay').click({ position: { x: 370, y: 400 } });
    await expect(menu(page)).toBeHidden();
    await hamburger.click();
    await menu(page).getByRole('link', { name: 'Casa propia' }).click();
    await expect(menu(page)).toBeHidden();
  });
});

test.describe('overlays load after the page (ui lazyOverlay)', () => {
  test('the dashboard draws whole without Radix; the user menu pressed before its code comes opens when it does', async ({
    page,
  }) => {
    // Every script with Radix's overlay code (its dismissable layer) is held until the test lets go.
    const held: (() => void)[] = [];
    let letGo = false;
    // (The context's route: in the demo the mock service worker fetches the scripts.)
    await page.context().route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!letGo && body.includes('dismissableLayer.')) await new Promise<void>((go) => held.push(go));
      await route.fulfill({ response, body });
    });
    await signInAs(page, 'Camila Rojas Fuentes');
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Cami' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tus inversiones' })).toContainText('$55.650.000');
    await expect(menu(page).getByRole('link', { name: /Casa propia/ })).toBeVisible();
    const trigger = page.getByRole('button', { name: 'Menú de usuario' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await trigger.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.getByRole('menu')).toHaveCount(0);
    letGo = true;
    for (const go of held) go();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    // Scripts the idle preload still asks for are let through unread: the test is over, and a
    // response read while the context closes fails it ("Response has been disposed").
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  });
});

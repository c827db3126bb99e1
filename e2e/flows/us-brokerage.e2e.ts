import { expect, expectNoAxeViolations, failNextCalls, signInAs, test } from '../fixtures.ts';
import { closeButton, errorSummary } from './walk.ts';

test.describe('the US brokerage (docs/RULES.md#us-brokerage-activation)', () => {
  test('the US brokerage (docs/RULES.md#us-brokerage-activation): Camila, invited, activates it, and "Invertir en EE.UU." joins her menu', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const usItem = menu.getByRole('link', { name: /Invertir en EE\.UU\./ });
    await expect(menu.getByRole('link', { name: /Inicio/ })).toBeVisible();
    await expect(usItem).toHaveCount(0);
    await page.goto('./ibkr');
    await page.getByRole('link', { name: 'Activar mi cuenta' }).click();
    await expect(page).toHaveURL(/\/ibkr\/activate$/);

    const activate = page.getByRole('button', { name: 'Activar mi cuenta' });
    await activate.click();
    const rut = page.getByRole('textbox', { name: 'RUT' });
    await expect(errorSummary(page)).toBeFocused();
    await expect(rut).toHaveAccessibleDescription(/Ingresa tu número de identificación tributaria\.$/);
    await rut.fill('16543210k');
    await page.getByRole('radio', { name: 'Sí' }).check();
    await activate.click();
    await expect(
      page.getByRole('group', { name: '¿Eres persona estadounidense?' }),
    ).toHaveAccessibleDescription(/ Esta cuenta se abre con el formulario W-8BEN/);
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('checkbox', { name: /contrato de cliente/ }).check();
    await page.getByRole('checkbox', { name: /W-8BEN/ }).check();
    await expectNoAxeViolations(page, '/ibkr/activate');

    // The brokerage fails once: said, and every answer stays.
    await failNextCalls(page, 'api/ibkr/activation', 503, 1);
    await activate.click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos activar tu cuenta ahora. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(rut).toHaveValue('16.543.210-K');
    await expect(page.getByRole('checkbox', { name: /W-8BEN/ })).toBeChecked();

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('api/ibkr/activation')) requests.push(request.method());
    });
    await activate.dblclick();
    await expect(page.getByTestId('us-brokerage-active')).toContainText(
      /Listo: tu cuenta U\d{7} en el bróker/,
    );
    expect(requests).toEqual(['POST']);
    const number = /U\d{7}/.exec((await page.getByTestId('us-brokerage-active').textContent()) ?? '')?.[0];

    await page.getByRole('link', { name: 'Ir a Invierte en EE.UU.' }).click();
    await expect(page).toHaveURL(/\/ibkr$/);
    // The account just opened, by its number (the same after a reload, from the backend).
    await expect(page.getByTestId('ibkr-state')).toContainText(
      `Tu cuenta N.º ${number} en el bróker está activa`,
    );
    await expect(usItem).toBeVisible();
    await page.reload();
    await expect(usItem).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('ibkr-state')).toContainText(
      `Tu cuenta N.º ${number} en el bróker está activa`,
    );
  });

  test('the US brokerage’s activation: close goes back to where it was opened, or home', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './ibkr');
    await page.getByRole('link', { name: 'Activar mi cuenta' }).click();
    await expect(page).toHaveURL(/\/ibkr\/activate$/);
    await expect(page.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/dashboard');
    await closeButton(page).click();
    await expect(page).toHaveURL(/\/ibkr$/);
    // Opened from a link outside the portal: nothing of ours to go back to.
    await page.goto('./ibkr/activate');
    await closeButton(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

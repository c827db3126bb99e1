import { expect, expectNoAxeViolations, failNextCalls, idpUrl, test } from '../fixtures.ts';
import { errorSummary } from './walk.ts';

test.describe('opening an account (docs/RULES.md#registration, public)', () => {
  test('Tomás signs up, gets the link (the demo shows its mail), confirms once, and the link is then used', async ({
    page,
  }) => {
    await page.goto('./register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abre tu cuenta');
    const create = page.getByRole('button', { name: 'Crear mi cuenta' });
    await create.click();
    // The summary takes the focus; its first link, by keyboard, leads to the first field.
    await expect(errorSummary(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(errorSummary(page).getByRole('link', { name: 'Ingresa tu nombre.' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Tomás');
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('Vergara Lillo');
    const rut = page.getByRole('textbox', { name: 'RUT' });
    await rut.fill('16.543.210-K');
    await page.getByRole('textbox', { name: 'Correo' }).fill('tomas.vergara@example.cl');
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('TomasClave2026');
    await expect(page.getByText(/nada de tu nombre, RUT o correo/)).toHaveText(/\(falta\)$/);
    await password.fill('Cordillera2026');
    await expect(page.getByText(/nada de tu nombre, RUT o correo/)).toHaveText(/\(cumple\)$/);
    await page.getByRole('checkbox', { name: /Acepto los/ }).check();
    await expectNoAxeViolations(page, '/register');
    // The server knows that RUT: said on its field.
    await create.click();
    await expect(rut).toHaveAccessibleDescription(/Ya tienes una cuenta con este RUT/);
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page)).toContainText('Ya tienes una cuenta con este RUT');
    await rut.fill('19876543-0');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('api/registrations')) sent.push(request.method());
    });
    await create.dblclick();
    await expect(page.getByTestId('registration-sent')).toContainText(
      'Te enviamos un enlace a tomas.vergara@example.cl',
    );
    expect(sent).toEqual(['POST']);

    await page.getByRole('link', { name: 'Confirmar mi correo' }).click();
    await expect(page).toHaveURL(/\/confirmation\?token=/);
    await expect(page.getByTestId('confirmation-outcome')).toContainText(
      '¡Listo, Tomás! Confirmamos tu correo tomas.vergara@example.cl.',
    );
    await expectNoAxeViolations(page, '/confirmation?token=…');
    await page.reload();
    await expect(page.getByTestId('confirmation-outcome')).toContainText('Este enlace ya se usó', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
  });

  test('a link that is not ours says so and offers a new one', async ({ page }) => {
    await page.goto('./confirmation?token=inventado');
    await expect(page.getByTestId('confirmation-outcome')).toHaveText(
      'Este enlace no es válido. Revisa que lo copiaste completo, o pide uno nuevo.',
    );
    await page.getByRole('textbox', { name: 'Correo' }).fill('tomas.vergara@example.cl');
    await page.getByRole('button', { name: 'Enviarme un enlace nuevo' }).click();
    await expect(page.getByTestId('confirmation-resent')).toBeVisible();
  });

  test('opening an account: a failed sign-up keeps every field, the password too', async ({ page }) => {
    await page.goto('./register');
    const fields = {
      Nombre: 'Josefa',
      Apellidos: 'Araya Pinto',
      RUT: '19.876.543-0',
      Correo: 'josefa.araya@example.cl',
    };
    for (const [name, value] of Object.entries(fields))
      await page.getByRole('textbox', { name, exact: true }).fill(value);
    await page.getByLabel('Contraseña', { exact: true }).fill('Volcanes2026');
    await page.getByRole('checkbox', { name: /Acepto los/ }).check();
    await failNextCalls(page, 'api/registrations', 503, 1, 'POST');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos crear tu cuenta ahora. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    for (const [name, value] of Object.entries(fields))
      await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue(value);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('Volcanes2026');
    await expect(page.getByRole('checkbox', { name: /Acepto los/ })).toBeChecked();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByTestId('registration-sent')).toContainText('josefa.araya@example.cl');
  });
});

import { addFault, expect, expectNoAxeViolations, faultCallsFromStart, signInAs, test } from './fixtures.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('root shell and product prompts', () => {
  test('the risk-profile prompt asks once per session; accepting says "Excelente!"', async ({ page }) => {
    await signInAs(page, 'Matías González Reyes');
    const prompt = page.getByRole('alertdialog', { name: 'Hola Matías' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Moderado');
    await prompt.getByRole('button', { name: 'Aceptar' }).click();
    const outcome = page.getByRole('dialog', { name: 'Excelente!' });
    await expect(outcome).toContainText('Gracias por confirmar tu perfil de riesgo');
    await outcome.getByRole('button', { name: 'Entendido' }).click();
    await page.reload();
    await expect(page.getByTestId('signed-in-name')).toHaveText('Matías González Reyes');
    await expect(page.locator('[data-risk-profile-check="done"]')).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('clients without a pending amendment are not asked', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    // The user and status have arrived: a prompt would be open by now, not later.
    await expect(page.locator('[data-risk-profile-check="done"]')).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('an unhandled error shows "Error no controlado", and only one dialog at a time', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('boom');
      });
    });
    const dialog = page.getByRole('alertdialog', { name: 'Error no controlado: TypeError' });
    await expect(dialog).toContainText('boom');
    // A second error while the dialog is open: wait until the handler has logged it (it decides
    // then), so a second dialog would already be there.
    const handled = page.waitForEvent('console', (message) => message.text().includes('second'));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new RangeError('second');
      });
    });
    await handled;
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await expect(dialog).toContainText('boom');
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('the top loading bar shows while a call is slow and leaves after it', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './profile');
    await expect(page.getByRole('progressbar', { name: 'Cargando' })).toHaveCount(0);
    await addFault(page, { path: 'api/users/photo', fault: { kind: 'delay', ms: 3000 }, times: 1 });
    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('progressbar', { name: 'Cargando' })).toBeVisible();
    // While it shows, the bar sits in a landmark of its own (axe's region rule).
    await expect(
      page.getByRole('region', { name: 'Estado de carga' }).getByRole('progressbar', { name: 'Cargando' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/profile while loading');
    await expect(page.getByRole('img', { name: 'Foto de Camila Rojas Fuentes' })).toBeVisible({
      timeout: 8000,
    });
    await expect(page.getByRole('progressbar', { name: 'Cargando' })).toHaveCount(0);
  });
});

test('notifications in the header: unread count, the panel, mark all as read', async ({ page }) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  await page.getByRole('button', { name: 'Notificaciones, 2 sin leer' }).click();
  const panel = page.getByRole('region', { name: 'Notificaciones' });
  await expect(panel.getByText('Depósito recibido')).toBeVisible();
  await panel.getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(page.getByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeVisible();
});

test('messages in the header: the advisor writes about the starred goal; mark all as read', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  await page.getByRole('button', { name: 'Mensajes, 1 sin leer' }).click();
  const panel = page.getByRole('region', { name: 'Mensajes' });
  await expect(panel.getByText('Tu asesora Daniela Muñoz Pérez')).toBeVisible();
  await expect(panel.getByText('Revisemos juntos tu meta «Casa propia» esta semana.')).toBeVisible();
  await panel.getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(page.getByRole('button', { name: 'Mensajes, 0 sin leer' })).toBeVisible();
  // The other inbox keeps its own count.
  await expect(page.getByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeVisible();
});

test('a current-user fetch that fails is shown with "Reintentar" and logged (docs/RULES.md#error-texts)', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  // 404: not retried, so the failure is final at once.
  await faultCallsFromStart(page, 'rpc/user/getCurrentUser', { kind: 'status', status: 404 });
  await page.reload();
  await expect(page.getByText('Revisa tu conexión e inténtalo de nuevo.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect
    .poll(() => logged.some((text) => text.includes('The current user could not be loaded')))
    .toBe(true);
});

test('shortcuts on the dashboard: open one, add a page, remove one (docs/RULES.md#product-calls api/common/shortcuts)', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  const shortcuts = page.getByRole('region', { name: 'Tus accesos directos' });
  await expect(shortcuts.getByRole('link', { name: /Mis seguros/ })).toBeVisible();
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/common/shortcuts'),
  );
  await shortcuts.getByLabel('Agregar un acceso directo').selectOption({ label: 'Balance general' });
  await shortcuts.getByRole('button', { name: 'Agregar' }).click();
  expect((await posted).postDataJSON()).toEqual({
    shortcut: {
      label: 'Balance general',
      icon: 'heroicons_outline:chart-pie',
      link: '/general-balance',
      useRouter: true,
    },
  });
  await shortcuts.getByRole('link', { name: /Balance general/ }).click();
  await expect(page).toHaveURL(/\/general-balance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Balance general' })).toBeVisible();
  await page.goBack();
  await shortcuts.getByRole('button', { name: 'Quitar Mis seguros de tus accesos directos' }).click();
  await expect(shortcuts.getByRole('link', { name: /Mis seguros/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/dashboard');
});

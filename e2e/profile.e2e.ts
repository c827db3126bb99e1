import { expect, signInAs, test } from './fixtures.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('profile photo (docs/RULES.md#validation, #product-calls)', () => {
  test('an image is uploaded, the user is refreshed and the new photo shows, served with the token', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './profile');
    await expect(page.getByRole('img', { name: 'Iniciales de Camila Rojas Fuentes' })).toHaveText('CR');
    const refreshed = page.waitForRequest((request) => request.url().includes('/rpc/user/getCurrentUser'));
    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png });
    await refreshed;
    const photo = page.getByRole('img', { name: 'Foto de Camila Rojas Fuentes' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /\/api\/Files\/photo-[^/]+\/\?token=ey/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });

  test('a file that is not an image is ignored: nothing is sent', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './profile');
    await expect(page.getByRole('img', { name: 'Iniciales de Camila Rojas Fuentes' })).toBeVisible();
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/users/photo')) uploads += 1;
    });
    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
    await expect(page.getByRole('img', { name: 'Iniciales de Camila Rojas Fuentes' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Then an image: its upload is the first one seen, so the PDF before it sent nothing.
    const upload = page.waitForRequest((request) => request.url().includes('/api/users/photo'));
    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await upload;
    expect(uploads).toBe(1);
  });
});

test('the theme chosen in Mi cuenta applies at once and is remembered on this device', async ({ page }) => {
  await signInAs(page, 'Camila Rojas Fuentes', './profile');
  const root = page.locator('[data-theme]').first();
  await expect(root).toHaveAttribute('data-theme', 'portal');
  await page.getByRole('combobox', { name: 'Tema' }).selectOption('Teal');
  await expect(root).toHaveAttribute('data-theme', 'teal');
  // Overlays portalled out of the page wear the new theme too: the open user menu has the theme's
  // font, its surface and its variables.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const look = await menu.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      font: style.fontFamily,
      background: style.backgroundColor,
      inTheme: element.closest('[data-theme="teal"]') !== null,
    };
  });
  expect(look.font).toContain('Inter Variable');
  expect(look.background).toBe('rgb(255, 255, 255)');
  expect(look.inTheme).toBe(true);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'teal');
});

test.describe('the user menu while registering (docs/RULES.md#goals-sections, #roles-and-permissions)', () => {
  test('a client still registering changes the photo from the user menu; "Mi cuenta" says when it opens', async ({
    page,
  }) => {
    await signInAs(page, 'Valentina Pérez Lagos');
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /Mi cuenta/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu).toContainText('Podrás acceder a tu cuenta cuando completes el Paso 3');
    const chooser = page.waitForEvent('filechooser');
    await menu.getByRole('menuitem', { name: 'Cambiar imagen de usuario' }).click();
    await (await chooser).setFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png });
    // The header's avatar shows the photo: no page in between (not the locked account page).
    await expect(page.getByRole('button', { name: 'Menú de usuario' }).locator('img')).toHaveAttribute(
      'src',
      /\/api\/Files\/photo-[^/]+\/\?token=ey/,
    );
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

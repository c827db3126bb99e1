import { expect, loseNextAnswers, signInAs, test } from './fixtures.ts';

// The frame's writes go out as the product's calls (docs/RULES.md#product-calls) and keep what the
// client did across a reload. That none is a template's demo call (toggle-read-status, PATCH
// api/apps/chat/chat) every test checks on the wire (fixtures.ts: contractCalls).

test.describe('the frame writes with the product calls', () => {
  test('a shortcut renamed and pointed elsewhere with PATCH {id, shortcut}; a lost answer keeps what was typed (docs/RULES.md#shortcuts)', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const bar = page.getByRole('region', { name: 'Tus accesos directos' });
    await bar.getByRole('button', { name: 'Cambiar nombre o página de Mis seguros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar acceso directo' });
    await dialog.getByLabel('Nombre').fill('Seguro de vida');
    const patched = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/api/common/shortcuts'),
    );
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    expect((await patched).postDataJSON()).toEqual({
      id: expect.any(String),
      shortcut: { label: 'Seguro de vida' },
    });
    await expect(dialog).toHaveCount(0);
    await expect(bar.getByRole('link', { name: /Seguro de vida/ })).toHaveAttribute('href', '/insurances');

    // Another page, and the answer lost on the way back: said, the choice kept, saved on retry.
    await bar.getByRole('button', { name: 'Cambiar nombre o página de Seguro de vida' }).click();
    await dialog.getByLabel('Página').selectOption({ label: 'Costos' });
    await loseNextAnswers(page, 'api/common/shortcuts', 1, 'PATCH');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'No pudimos guardar el cambio. Revisa tu conexión e inténtalo de nuevo.',
    );
    await expect(dialog.getByLabel('Página')).toHaveValue('pricing');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(bar.getByRole('link', { name: /Seguro de vida/ })).toHaveAttribute('href', '/pricing');
  });

  test('a notification marked read, then unread, with PATCH {id, notification}; kept after a reload', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const open = () => page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).click();
    await open();
    const panel = page.getByRole('region', { name: 'Notificaciones' });
    await expect(panel).toBeVisible({ timeout: 10_000 });
    const first = panel.getByRole('listitem').first();
    const title = (await first.locator('p').first().innerText()).trim();
    const unreadBefore = Number((await panel.getByText(/sin leer$/).innerText()).match(/\d+/)?.[0]);
    const patched = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/api/common/notifications'),
    );
    await panel.getByRole('button', { name: `Marcar como leído: ${title}` }).click();
    expect((await patched).postDataJSON()).toEqual({ id: expect.any(String), notification: { read: true } });
    await expect(panel.getByText(`${unreadBefore - 1} sin leer`)).toBeVisible();

    await page.reload();
    await open();
    await expect(panel.getByRole('button', { name: `Marcar como no leído: ${title}` })).toBeVisible({
      timeout: 10_000,
    });
    await panel.getByRole('button', { name: `Marcar como no leído: ${title}` }).click();
    await expect(panel.getByText(`${unreadBefore} sin leer`)).toBeVisible();
  });

  test('a chat message sent with POST api/apps/chat/messages; the conversation read with POST api/apps/chat/read', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.getByRole('button', { name: 'Escríbenos' }).click();
    const chat = page.getByRole('dialog', { name: 'Escríbenos' });
    const read = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/apps/chat/read'),
    );
    await chat.getByRole('button', { name: /Daniela Muñoz Pérez/ }).click();
    expect((await read).postDataJSON()).toEqual({ chatId: 'chat-1' });
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/apps/chat/messages'),
    );
    await chat.getByLabel('Tu mensaje').fill('¿Podemos hablar el lunes?');
    await chat.getByRole('button', { name: 'Enviar' }).click();
    expect((await sent).postDataJSON()).toEqual({ chatId: 'chat-1', value: '¿Podemos hablar el lunes?' });
    await expect(chat.getByRole('log')).toContainText('¿Podemos hablar el lunes?');

    await page.reload();
    // The dashboard drawn with its figures first: the footer's button moves down as they arrive,
    // and a click aimed before that once landed beside it (a CI run).
    await expect(page.getByTestId('signed-in-name')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Escríbenos' }).click();
    await chat.getByRole('button', { name: /Daniela Muñoz Pérez/ }).click();
    await expect(chat.getByRole('log')).toContainText('¿Podemos hablar el lunes?');
  });
});

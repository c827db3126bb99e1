import type { Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from '../fixtures.ts';

/**
 * Each money flow walked by keyboard alone, from the dashboard to its confirmation (docs/ACCESSIBILITY.md):
 * no click, no pointer; Tab and Shift+Tab to move, Enter and Space to act, arrows within a group of
 * radios, and typing. A control the keyboard cannot reach, or a step that loses the focus, fails it.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, { most = 60, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let press = 0; press <= most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${most} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** From the dashboard's "Qué quieres hacer" to a flow, by keyboard. */
async function openFromDashboard(page: Page, action: string) {
  await signInAs(page, 'Camila Rojas Fuentes');
  const link = page
    .getByRole('navigation', { name: 'Qué quieres hacer' })
    .getByRole('link', { name: action });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
}

test.describe('money flows by keyboard alone (WCAG 2.1.1)', () => {
  test('a deposit: from the dashboard to "en proceso"', async ({ page }) => {
    await openFromDashboard(page, 'Depositar');
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿En qué meta quieres depositar?');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: /Viaje a Japón/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/deposit\/103$/);
    const amount = page.getByRole('textbox', { name: 'Monto a depositar (CLP)' });
    await expect(amount).toBeFocused();
    await page.keyboard.type('150000');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?paso=pago$/);
    await expect(page.getByRole('heading', { name: 'Transfiere desde tu banco' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?paso=resumen$/);
    await tabTo(page, page.getByRole('button', { name: 'Confirmar depósito' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('deposit-done')).toContainText(
      'Tu depósito de $150.000 a Viaje a Japón quedó en proceso.',
    );
  });

  test('a rescue: part of a goal, to a registered account, confirmed', async ({ page }) => {
    await openFromDashboard(page, 'Rescatar');
    await expect(page).toHaveURL(/\/rescue$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿De qué meta quieres rescatar?');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: /Casa propia/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rescue\/101$/);
    // The kind of rescue: the group's radios, moved with the arrows.
    await tabTo(page, page.getByRole('radio').first());
    const part = page.getByRole('radio', { name: /^Una parte/ });
    for (let press = 0; press < 3 && !(await part.isChecked()); press += 1)
      await page.keyboard.press('ArrowDown');
    await expect(part).toBeChecked();
    await tabTo(page, page.getByRole('textbox', { name: 'Monto a rescatar (CLP)' }));
    await page.keyboard.type('200000');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?paso=cuenta$/);
    await tabTo(page, page.getByRole('radio', { name: /Banco/ }).first());
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /Banco/ }).first()).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?paso=resumen$/);
    await tabTo(page, page.getByRole('button', { name: 'Confirmar rescate' }));
    await page.keyboard.press('Enter');
    // The code (docs/RULES.md#confirmation-codes): its field takes the focus; the demo's email is
    // read in the notifications, back up the page, and Escape returns to the bell.
    const code = page.getByRole('textbox', { name: 'Código de confirmación' });
    await expect(code).toBeFocused();
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await tabTo(page, bell, { back: true });
    await page.keyboard.press('Enter');
    const sent = page
      .getByRole('region', { name: 'Notificaciones' })
      .getByText(/^Tu código de confirmación es \d{6}$/);
    const digits = ((await sent.first().textContent()) ?? '').slice(-6);
    await page.keyboard.press('Escape');
    await expect(bell).toBeFocused();
    await tabTo(page, code);
    await page.keyboard.type(digits);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('rescue-done')).toContainText('$200.000');
  });

  test('a change of portfolio: from the dashboard, through the goal, to the confirmation', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    // The goal from the dashboard's list of goals.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: /^Jubilación/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jubilación');
    await tabTo(page, page.getByRole('link', { name: 'Cambiar portafolio' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/change-portfolio\?goalId=102$/);
    // Into the group (its first strategy), Space to choose; the arrows to another than the goal's.
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('Space');
    const chosen = page.getByRole('radio', { checked: true });
    const chosenLabel = () => chosen.evaluate((radio) => radio.closest('label')?.textContent ?? '');
    if ((await chosenLabel()).includes('actual')) await page.keyboard.press('ArrowDown');
    expect(await chosenLabel()).not.toContain('actual');
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/paso=resumen$/);
    await tabTo(page, page.getByRole('button', { name: 'Confirmar cambio' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/paso=listo$/);
  });

  test('a new goal: told, planned and created', async ({ page }) => {
    await openFromDashboard(page, 'Nueva meta');
    await expect(page).toHaveURL(/\/goals\/new$/);
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('textbox', { name: 'Nombre de la meta' }));
    await page.keyboard.type('Auto nuevo');
    await tabTo(page, page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (CLP)' }));
    await page.keyboard.type('8000000');
    const month = page.getByLabel('¿Para cuándo?');
    await tabTo(page, month);
    // A month field's own parts: the month, then (Tab, within the field) the year.
    for (const key of ['0', '3', 'Tab', '2', '0', '3', '0']) await page.keyboard.press(key);
    await expect(month).toHaveValue('2030-03');
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/goals\/new\?paso=plan$/);
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/goals\/new\?paso=resumen$/);
    await tabTo(page, page.getByRole('button', { name: 'Crear meta' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toContainText('Auto nuevo');
    await expect(page).not.toHaveURL(/paso=resumen$/);
  });
});

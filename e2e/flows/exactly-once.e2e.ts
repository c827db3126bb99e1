import type { Page } from '@playwright/test';
import { expect, failNextCalls, loseNextAnswers, signInAs, test } from '../fixtures.ts';
import {
  codeField,
  codeFromInbox,
  confirmWithCode,
  continueButton,
  fillNewAccount,
  requestsTo,
  walkDeposit,
  walkNewGoal,
  walkPortfolioChange,
  walkRescue,
} from './walk.ts';

// Money moves exactly once (docs/RULES.md#idempotency-and-field-errors), and a code confirms exactly
// what it says (docs/RULES.md#confirmation-codes): each flow with its order's answer lost, Back and
// Continue without a change, and the orders counted where the client sees them.

const back = (page: Page) => page.getByRole('button', { name: 'Volver' });

/** The goal's movements of a kind and amount, as its page lists them (the mock backend's store). */
async function movementsOnGoal(page: Page, goalId: string, text: RegExp) {
  await page.goto(`./goals/${goalId}`);
  const list = page.locator('#movements').getByRole('listitem');
  await expect(list.first()).toBeVisible();
  return list.filter({ hasText: text }).count();
}

test.describe('an order is placed once, whatever happens to its answer', () => {
  test('a rescue whose answer and check are lost: said as unknown; Back and Continue place it once, no new code', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await walkRescue(page, '103', { to: 'resumen', amount: '10.000' });
    const rescues = requestsTo(page, /\/api\/goals\/103\/rescues$/);
    const codes = requestsTo(page, /\/api\/confirmation-codes$/);
    await loseNextAnswers(page, 'api/goals/103/rescues', 1, 'POST');
    await failNextCalls(page, 'api/orders/', 503, 1, 'GET');
    await confirmWithCode(page, 'Confirmar rescate');
    const said = page.getByTestId('order-failure');
    await expect(said).toHaveText(
      'No pudimos saber si tu orden quedó registrada. Vuelve a confirmar: si ya lo estaba, no se hará dos veces.',
    );
    await expect(said).not.toContainText('inténtalo de nuevo');
    // Back to the account, Continue with nothing changed: the same order, so the same key.
    await back(page).click();
    await expect(page).toHaveURL(/\?paso=cuenta$/);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?paso=resumen$/);
    // The proof of the code already typed is kept with this order: confirming again sends it.
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(page.getByTestId('rescue-done')).toContainText('Tu rescate de $10.000 desde Viaje a Japón');
    expect(rescues).toHaveLength(2);
    expect(codes).toHaveLength(1);
    expect(await movementsOnGoal(page, '103', /Rescate.*\$10\.000.*En proceso/)).toBe(1);
  });

  test('a rescue whose answer is lost: the portal asks by its key and shows the receipt', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await walkRescue(page, '103', { to: 'resumen', amount: '10.000' });
    const checks = requestsTo(page, /\/api\/orders\/[^/]+$/, 'GET');
    await loseNextAnswers(page, 'api/goals/103/rescues', 1, 'POST');
    await confirmWithCode(page, 'Confirmar rescate');
    await expect(page.getByTestId('rescue-done')).toContainText('Tu rescate de $10.000 desde Viaje a Japón');
    expect(checks).toHaveLength(1);
    expect(await movementsOnGoal(page, '103', /Rescate.*\$10\.000.*En proceso/)).toBe(1);
  });

  test('a deposit whose answer is lost, then Back and Continue: one order', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = await walkDeposit(page, '101', { to: 'resumen', amount: '345.000' });
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/goals/101/deposits'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await loseNextAnswers(page, 'api/goals/101/deposits', 1, 'POST');
    await failNextCalls(page, 'api/orders/', 500, 1, 'GET');
    await confirm.click();
    await expect(page.getByTestId('order-failure')).toContainText(
      'No pudimos saber si tu orden quedó registrada.',
    );
    await back(page).click();
    await back(page).click();
    await expect(page).toHaveURL(/\/deposit\/101$/);
    await continueButton(page).click();
    await continueButton(page).click();
    await confirm.click();
    await expect(page.getByTestId('deposit-done')).toContainText('Tu depósito de $345.000 a Casa propia');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await movementsOnGoal(page, '101', /Depósito.*\$345\.000.*En proceso/)).toBe(1);
  });

  test('a new goal whose answer is lost, then Back and Continue: created once', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const create = await walkNewGoal(
      page,
      { category: 'Viaje', title: 'Viaje a Chiloé', target: '1.500.000', month: '2028-01' },
      { to: 'resumen' },
    );
    await loseNextAnswers(page, 'api/goals', 1, 'POST');
    await failNextCalls(page, 'api/orders/', 500, 1, 'GET');
    await create.click();
    await expect(page.getByTestId('order-failure')).toContainText(
      'No pudimos saber si tu orden quedó registrada.',
    );
    await back(page).click();
    await back(page).click();
    await expect(page).toHaveURL(/\/goals\/new$/);
    await continueButton(page).click();
    await continueButton(page).click();
    await create.click();
    await expect(page).toHaveURL(/\?paso=listo$/);
    await page.goto('./goals');
    await expect(page.getByRole('main').getByText('Viaje a Chiloé', { exact: true })).toHaveCount(1);
  });
});

test.describe('the other money flows: a lost answer and its check, then Back and Continue, send the same key', () => {
  /** The Idempotency-Key of each write to a path from now on. */
  function keysTo(page: Page, path: string, method: string) {
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === method && new URL(request.url()).pathname.endsWith(path))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    return keys;
  }

  test('a change of portfolio: placed once (a second one would be refused as pending)', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = await walkPortfolioChange(page, '101', { to: 'resumen', strategy: 'Conservadora' });
    const keys = keysTo(page, '/api/goals/101/portfolio-changes', 'POST');
    await loseNextAnswers(page, 'api/goals/101/portfolio-changes', 1, 'POST');
    await failNextCalls(page, 'api/orders/', 500, 1, 'GET');
    await confirm.click();
    await expect(page.getByTestId('order-failure')).toContainText(
      'No pudimos saber si tu orden quedó registrada.',
    );
    await back(page).click();
    await continueButton(page).click();
    await confirm.click();
    await expect(page.getByTestId('portfolio-done')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a scheduled deposit: programmed once, told once', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './scheduled-deposit/103');
    await page.getByRole('textbox', { name: 'Monto de cada aporte (CLP)' }).fill('60.000');
    await page.getByRole('radio', { name: /^Mensual/ }).check();
    await page.getByRole('combobox', { name: 'Día del cargo' }).selectOption({ label: 'Día 10' });
    await continueButton(page).click();
    await page
      .getByRole('radio', { name: /Banco de Chile/ })
      .first()
      .check();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?paso=resumen$/);
    const keys = keysTo(page, '/api/goals/103/scheduled-deposit', 'PUT');
    await loseNextAnswers(page, 'api/goals/103/scheduled-deposit', 1, 'PUT');
    await failNextCalls(page, 'api/orders/', 500, 1, 'GET');
    await confirmWithCode(page, 'Confirmar aporte automático');
    await expect(page.getByTestId('order-failure')).toContainText(
      'No pudimos saber si tu orden quedó registrada.',
    );
    await back(page).click();
    await continueButton(page).click();
    await page.getByRole('button', { name: 'Confirmar aporte automático' }).click();
    await expect(page.getByTestId('schedule-done')).toContainText(
      'Tu aporte automático de $60.000 a Viaje a Japón',
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(
      page.getByRole('region', { name: 'Notificaciones' }).getByText('Programaste un aporte automático'),
    ).toHaveCount(1);
  });
});

test('a double click on Continuar makes one step in history: Back goes back at once', async ({ page }) => {
  await signInAs(page, 'Camila Rojas Fuentes', './deposit/101');
  await page.getByRole('textbox', { name: 'Monto a depositar (CLP)' }).fill('50.000');
  await continueButton(page).dblclick();
  await expect(page).toHaveURL(/\?paso=pago$/);
  await continueButton(page).dblclick();
  await expect(page).toHaveURL(/\?paso=resumen$/);
  await back(page).click();
  await expect(page).toHaveURL(/\?paso=pago$/);
  await back(page).click();
  await expect(page).toHaveURL(/\/deposit\/101$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/deposit\/101/);
});

test.describe('a code confirms exactly what it says', () => {
  test('a code asked for $10.000 to a registered account does not confirm a total to a new account', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAs(page, 'Camila Rojas Fuentes');
    await walkRescue(page, '103', { to: 'resumen', amount: '10.000' });
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(codeField(page)).toBeFocused();
    // The email says what the code confirms.
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notificaciones' })
        .getByText(/^Lo pediste para confirmar/)
        .first(),
    ).toContainText('un rescate de $10.000 de Viaje a Japón a Banco de Chile •••• 4521.');
    await page.keyboard.press('Escape');
    const first = await codeFromInbox(page);

    // Back: all of it, to a new account. The new account's reason shows before any code is sent.
    await back(page).click();
    await back(page).click();
    await page.getByRole('radio', { name: /^Todo/ }).check();
    await continueButton(page).click();
    await fillNewAccount(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?paso=resumen$/);
    await expect(page.getByTestId('code-reason')).toContainText('Vas a agregar una cuenta para tus rescates');
    await expect(page.getByTestId('code-why')).toHaveText(
      'Cambiaste lo que vas a confirmar: el código anterior ya no sirve para esto. Pide uno nuevo.',
    );
    await expect(codeField(page)).toHaveCount(0);
    // The button asks for this order's code (after the 30 s between sends, counted on it).
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    const ask = page.getByRole('button', { name: 'Pedir código', exact: true });
    await expect(ask).toBeDisabled();
    await expect(ask).toHaveAccessibleDescription(/^Disponible en \d+ segundos?\.$/);
    await page.clock.fastForward('00:31');
    await expect(page.getByRole('button', { name: 'Confirmar rescate' })).toBeEnabled();
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(codeField(page)).toBeFocused();
    const second = await codeFromInbox(page, { not: first });
    await codeField(page).fill(second);
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(page.getByTestId('rescue-done')).toContainText(
      'Tu rescate de $2.150.000 desde Viaje a Japón',
    );
  });

  test('a code whose send answer is lost: a field for the code received, and a resend that counts down', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await walkRescue(page, '103', { to: 'resumen', amount: '10.000' });
    await loseNextAnswers(page, 'api/confirmation-codes', 1, 'POST');
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(codeField(page)).toBeFocused();
    await expect(page.getByTestId('code-failure')).toHaveCount(0);
    const resend = page.getByRole('button', { name: 'Reenviar código', exact: true });
    await expect(resend).toBeDisabled();
    // It counts down under the button (its description), not in its name.
    const wait = page.getByTestId('code-wait');
    await expect(resend).toHaveAccessibleDescription(/^Disponible en \d+ segundos?\.$/);
    const before = (await wait.textContent()) ?? '';
    await expect(wait).not.toHaveText(before, { timeout: 3_000 });
    await codeField(page).fill(await codeFromInbox(page));
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(page.getByTestId('rescue-done')).toContainText('Tu rescate de $10.000 desde Viaje a Japón');
  });

  test('a code pasted as "451-903" or with spaces is read as its digits', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await walkRescue(page, '103', { to: 'resumen', amount: '10.000' });
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(codeField(page)).toBeFocused();
    const code = await codeFromInbox(page);
    await codeField(page).fill(` ${code.slice(0, 3)}-${code.slice(3)} `);
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(page.getByTestId('rescue-done')).toContainText('Tu rescate de $10.000 desde Viaje a Japón');
  });
});

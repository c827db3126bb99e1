import { expect, expectNoAxeViolations, failNextCalls, signInAs, test } from '../fixtures.ts';
import {
  closeButton,
  confirmWithCode,
  depositAmount,
  errorSummary,
  walkDeposit,
  walkRescue,
} from './walk.ts';

test.describe('deposit (docs/RULES.md#deposit)', () => {
  test('Camila deposits into Casa propia: en proceso in the pending deposits and the goal', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = await walkDeposit(page, '101', { to: 'resumen', amount: '1.234.000' });
    await expect(page.getByTestId('deposit-summary-amount')).toHaveText('$1.234.000');
    await expect(page.getByTestId('deposit-summary-investOn')).toHaveText(/^\p{L}+, \d{1,2} de \p{L}+$/u);
    await expectNoAxeViolations(page, '/deposit/101?paso=resumen');
    await confirm.click();
    await expect(page).toHaveURL(/\/deposit\/101\?paso=listo$/);
    await expect(page.getByTestId('deposit-done')).toContainText(
      'Tu depósito de $1.234.000 a Casa propia quedó en proceso.',
    );
    await expectNoAxeViolations(page, '/deposit/101?paso=listo');

    await page.getByRole('link', { name: 'Ver depósitos en proceso' }).click();
    const pending = page.locator('#pending-fundings').getByRole('listitem').first();
    await expect(pending).toContainText('Casa propia');
    await expect(pending).toContainText('$1.234.000');

    await page.goto('./goals/101');
    const latest = page.locator('#movements').getByRole('listitem').first();
    await expect(latest).toContainText(/Depósito.*\+\$1\.234\.000.*En proceso/);
  });

  test('Benjamín deposits dollars, with cents', async ({ page }) => {
    await signInAs(page, 'Benjamín Silva Contreras');
    const confirm = await walkDeposit(page, '701', { to: 'resumen', amount: '250,50', currency: 'USD' });
    await expect(page.getByTestId('deposit-summary-amount')).toHaveText('US$250,50');
    await confirm.click();
    await expect(page.getByTestId('deposit-done')).toContainText(
      'Tu depósito de US$250,50 a Dólares para viajar',
    );
  });

  test('the amount is checked on its field, in Spanish, and in the summary, focused', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './deposit/101');
    const field = depositAmount(page);
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(field).toHaveAccessibleDescription(/Ingresa el monto que quieres depositar\.$/);
    await expect(errorSummary(page)).toBeFocused();
    // Its link, by keyboard, back to the field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await field.fill('4000');
    await expect(field).toHaveAccessibleDescription(/El mínimo es \$5\.000\.$/);
    await expect(page).toHaveURL(/\/deposit\/101$/);
    await expectNoAxeViolations(page, '/deposit/101 (an error)');
  });

  test('a failed confirm keeps everything; the retry places one order', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = await walkDeposit(page, '101', { to: 'resumen', amount: '345.000' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/goals/101/deposits'))
        posts.push(request.headers()['idempotency-key'] ?? '');
    });
    await failNextCalls(page, 'api/goals/101/deposits', 500, 1);
    await confirm.click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos registrar tu depósito. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(page.getByTestId('deposit-summary-amount')).toHaveText('$345.000');
    await confirm.click();
    await expect(page.getByTestId('deposit-done')).toBeVisible();
    // Both tries carried the same key; the order exists once.
    expect(posts).toHaveLength(2);
    expect(posts[1]).toBe(posts[0]);
    await page.goto('./dashboard/activities?goalId=101&status=pending');
    await expect(page.getByRole('region', { name: 'Movimientos' }).getByText('+$345.000')).toHaveCount(1);
  });

  test('a double click on confirm sends one order', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = await walkDeposit(page, '101', { to: 'resumen', amount: '20.000' });
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/goals/101/deposits')) posts += 1;
    });
    await confirm.dblclick();
    await expect(page.getByTestId('deposit-done')).toBeVisible();
    expect(posts).toBe(1);
  });

  test('a reload keeps the step and the amount; back walks the steps', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await walkDeposit(page, '101', { to: 'resumen', amount: '77.000' });
    await page.reload();
    await expect(page.getByTestId('deposit-summary-amount')).toHaveText('$77.000', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\?paso=pago$/);
    await expect(page.getByTestId('transfer-amount')).toHaveText('$77.000');
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(depositAmount(page)).toHaveValue('77.000');
    // The first step shows the logo, not a back button.
    await expect(page.getByRole('button', { name: 'Volver' })).toHaveCount(0);
  });

  for (const step of ['monto', 'pago', 'resumen', 'listo'] as const) {
    test(`close from the step "${step}" goes to the goal's summary`, async ({ page }) => {
      await signInAs(page, 'Camila Rojas Fuentes');
      // The first step is reached back from the second, as a client comes back to it.
      await walkDeposit(page, '101', {
        to: step === 'monto' ? 'pago' : step,
        amount: '50000',
        from: 'address',
      });
      if (step === 'monto') {
        await page.getByRole('button', { name: 'Volver' }).click();
        await expect(page).toHaveURL(/\/deposit\/101$/);
      }
      await closeButton(page).click();
      await expect(page).toHaveURL(/\/goals\/101#summary$/);
    });
  }

  test('a company (Inversiones Andes SpA) deposits and rescues: both en proceso on its goal', async ({
    page,
  }) => {
    await signInAs(page, 'Inversiones Andes SpA');
    await (await walkDeposit(page, '201', { to: 'resumen', amount: '10.000.000' })).click();
    await expect(page.getByTestId('deposit-done')).toContainText(
      'Tu depósito de $10.000.000 a Excedentes de caja quedó en proceso.',
    );
    await walkRescue(page, '201', { to: 'resumen', amount: '5.000.000' });
    await confirmWithCode(page, 'Confirmar rescate');
    await expect(page.getByTestId('rescue-done')).toContainText(
      'Tu rescate de $5.000.000 desde Excedentes de caja quedó en proceso.',
    );
    await page.goto('./goals/201');
    const movements = page.locator('#movements').getByRole('listitem');
    await expect(movements.filter({ hasText: /Depósito.*\+\$10\.000\.000.*En proceso/ })).toHaveCount(1);
    await expect(movements.filter({ hasText: /Rescate.*-\$5\.000\.000.*En proceso/ })).toHaveCount(1);
  });
});

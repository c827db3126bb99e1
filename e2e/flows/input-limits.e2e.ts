import { expect, signInAs, test } from '../fixtures.ts';
import { continueButton, depositAmount } from './walk.ts';

// No input blanks the portal (docs/RULES.md#new-goal, #money-flows): every amount and date field has
// its limits and its own message for what was typed wrong, and a kept draft outside them goes back to
// the step that says so. (A page that still fails to draw fails alone, inside its layout: the page
// error boundary's browser test, apps/portal/src/routing.)

test.describe('what a client types gets its own message, never a blank page', () => {
  test('a new goal: the year 9500, a target of 10^20, dollars, a minus and letters', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './goals/new');
    await page.getByRole('radio', { name: 'Viaje' }).check();
    await page.getByRole('textbox', { name: 'Nombre de la meta' }).fill('Viaje a Chiloé');
    const target = page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (CLP)' });
    const month = page.getByLabel('¿Para cuándo?');
    await target.fill('100000000000000000000');
    await month.fill('9500-01');
    await continueButton(page).click();
    await expect(target).toHaveAccessibleDescription(/La meta puede ser de hasta \$10\.000\.000\.000\.$/);
    await expect(month).toHaveAccessibleDescription(/Elige un mes dentro de los próximos 50 años\.$/);
    await expect(page).toHaveURL(/\/goals\/new$/);
    for (const [typed, said] of [
      ['US$5000', /Esta meta es en pesos: ingresa el monto en pesos\.$/],
      ['-5000', /Ingresa el monto sin el signo menos\.$/],
      ['abc', /Escribe el monto solo con números, como 150\.000\.$/],
      ['1,000,000', /Separa los miles con puntos, como 1\.000\.000\.$/],
    ] as const) {
      await target.fill(typed);
      await expect(target, typed).toHaveAccessibleDescription(said);
    }
    await expect(page.getByRole('banner')).toBeVisible();
    await target.fill('1.500.000');
    await month.fill('2028-01');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?paso=plan$/);
    const initial = page.getByRole('textbox', { name: 'Depósito inicial (CLP)' });
    await initial.fill('100000000000000000000');
    await continueButton(page).click();
    await expect(initial).toHaveAccessibleDescription(
      /El depósito inicial puede ser de hasta \$50\.000\.000\.$/,
    );
  });

  test('a deposit and a rescue say how an amount was typed wrong', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './deposit/101');
    const amount = depositAmount(page);
    await amount.fill('US$5000');
    await continueButton(page).click();
    await expect(amount).toHaveAccessibleDescription(/Esta meta es en pesos: ingresa el monto en pesos\.$/);
    await amount.fill('-5000');
    await expect(amount).toHaveAccessibleDescription(/Ingresa el monto sin el signo menos\.$/);
    await page.goto('./rescue/101');
    await page.getByRole('radio', { name: /^Una parte/ }).check();
    const rescue = page.getByRole('textbox', { name: 'Monto a rescatar (CLP)' });
    await rescue.fill('1,000,000');
    await continueButton(page).click();
    await expect(rescue).toHaveAccessibleDescription(/Separa los miles con puntos, como 1\.000\.000\.$/);
  });

  test('a kept draft no plan can be drawn for goes back to its first step, which says why', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './dashboard');
    // A draft kept from before the limits (or edited by hand): a month in the year 9500.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'portal.draft.goal-new',
        JSON.stringify({
          category: 'travel',
          title: 'Viaje a Chiloé',
          targetAmount: '1.500.000',
          targetMonth: '9500-01',
          initial: '',
          monthly: '',
          strategyId: null,
          orderKeys: {},
          serverErrors: null,
          receipt: null,
        }),
      ),
    );
    await page.goto('./goals/new?paso=plan');
    await expect(page).toHaveURL(/\/goals\/new$/);
    const month = page.getByLabel('¿Para cuándo?');
    await expect(month).toHaveAccessibleDescription(/Elige un mes dentro de los próximos 50 años\.$/);
    await expect(page.getByTestId('page-failed')).toHaveCount(0);
    await month.fill('2028-01');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?paso=plan$/);
    await expect(page.getByRole('textbox', { name: 'Depósito inicial (CLP)' })).toBeVisible();
  });
});

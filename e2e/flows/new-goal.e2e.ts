import { expect, expectNoAxeViolations, failNextCalls, signInAs, test } from '../fixtures.ts';
import { closeButton, errorSummary, requestsTo, walkNewGoal } from './walk.ts';

test.describe('a new goal (docs/RULES.md#new-goal)', () => {
  test('from the dashboard, planned, created, on the dashboard and funded', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.getByRole('link', { name: 'Nueva meta' }).click();
    await expect(page).toHaveURL(/\/goals\/new$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page).getByRole('link', { name: 'Elige el tipo de meta.' })).toBeVisible();
    const chiloe = { category: 'Viajes', title: 'Viaje a Chiloé', target: '3.000.000', month: '2029-06' };
    const create = await walkNewGoal(page, chiloe, { to: 'plan', navigate: false });

    const projection = page.getByTestId('goal-projection');
    // Nothing typed yet: no chart of zeros, what a month would need.
    await expect(projection).toContainText('Sin depósito inicial ni aporte mensual no hay proyección.');
    await expect(page.getByRole('img', { name: 'Proyección de tu meta' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Aporte mensual (CLP)' }).fill('20000');
    await expect(projection).toContainText('bajo tu meta de $3.000.000');
    await page.getByRole('textbox', { name: 'Aporte mensual (CLP)' }).fill('120000');
    await expect(projection).toContainText('cumples tu meta de $3.000.000');
    await expect(page.getByRole('img', { name: 'Proyección de tu meta' })).toBeVisible();
    await expectNoAxeViolations(page, '/goals/new?paso=plan');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const created = requestsTo(page, /\/api\/goals$/);
    await create.dblclick();
    await expect(page.getByTestId('goal-done')).toContainText('Tu meta «Viaje a Chiloé» está lista.');
    expect(created).toHaveLength(1);

    // On the dashboard's goals at once; the first deposit goes straight to it.
    await page.goto('./goals');
    await expect(page.getByRole('link', { name: /Viaje a Chiloé/ })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Hacer mi primer depósito' }).click();
    await expect(page).toHaveURL(/\/deposit\/9\d{3}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Depositar' })).toBeVisible();
    await expect(page.getByText('Viaje a Chiloé')).toBeVisible();
  });

  test('close from every step goes home; a failure keeps the plan', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes');
    const magister = {
      category: 'Educación',
      title: 'Magíster',
      target: '8.000.000',
      month: '2030-03',
      monthly: '150.000',
    };
    for (const step of ['plan', 'resumen'] as const) {
      await walkNewGoal(page, magister, { to: step });
      await closeButton(page).click();
      await expect(page, step).toHaveURL(/\/dashboard$/);
    }

    const create = await walkNewGoal(page, magister, { to: 'resumen' });
    await failNextCalls(page, 'api/goals', 503, 1, 'POST');
    await create.click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos crear tu meta. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(page.getByTestId('summary-monthly')).toHaveText('$150.000');
    await create.click();
    await expect(page.getByTestId('goal-done')).toContainText('Tu meta «Magíster» está lista.');
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('#dashboard-goals').getByText('Magíster')).toBeVisible();
  });
});

import { expect, expectNoAxeViolations, failNextCalls, signInAs, test } from '../fixtures.ts';
import { closeButton, errorSummary, requestsTo, walkPortfolioChange } from './walk.ts';

test.describe('change of portfolio (docs/RULES.md#change-of-portfolio)', () => {
  test('from the goal, compared, en proceso in its movements', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = await walkPortfolioChange(page, '101', { to: 'resumen', strategy: 'Conservadora' });
    await expect(page.getByRole('table', { name: 'Composición actual y nueva' })).toBeVisible();
    await expectNoAxeViolations(page, '/change-portfolio?goalId=101&paso=resumen');
    const changes = requestsTo(page, /\/api\/goals\/101\/portfolio-changes$/);
    await confirm.dblclick();
    await expect(page.getByTestId('portfolio-done')).toContainText(
      'Casa propia pasará a la estrategia Conservadora',
    );
    expect(changes).toHaveLength(1);
    await page.getByRole('link', { name: 'Volver a Casa propia' }).click();
    await expect(page).toHaveURL(/\/goals\/101#summary$/);
    const latest = page.locator('#movements').getByRole('listitem').first();
    await expect(latest).toContainText(/Cambio de portafolio · Conservadora.*En proceso/);
    // A second change while the first is on its way is refused on the choice.
    await page.goto('./change-portfolio?goalId=101');
    await page.getByRole('radio', { name: /^Moderada/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar cambio' }).click();
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page)).toContainText(
      'Ya tienes un cambio de estrategia en proceso para esta meta.',
    );
    await expect(page).toHaveURL(/\/change-portfolio\?goalId=101$/);
  });

  test('close from every step leaves the flow for the page it was opened from; a failure keeps the choice', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes');
    for (const step of ['estrategia', 'resumen', 'listo'] as const) {
      const confirm = await walkPortfolioChange(page, '101', {
        to: step === 'estrategia' ? 'estrategia' : 'resumen',
        strategy: 'Conservadora',
      });
      if (step === 'listo') {
        // The server fails once: said, the comparison stays; the retry records one change.
        await failNextCalls(page, 'api/goals/101/portfolio-changes', 503, 1, 'POST');
        await confirm.click();
        await expect(page.getByRole('alert')).toHaveText(
          'No pudimos registrar tu cambio. Tu elección sigue aquí: inténtalo de nuevo.',
        );
        await expect(page.getByRole('table', { name: 'Composición actual y nueva' })).toBeVisible();
        const changes = requestsTo(page, /\/api\/goals\/101\/portfolio-changes$/);
        await confirm.dblclick();
        await expect(page.getByTestId('portfolio-done')).toBeVisible();
        expect(changes).toHaveLength(1);
      }
      await closeButton(page).click();
      await expect(page, step).toHaveURL(/\/goals\/101$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Casa propia' })).toBeVisible();
    }
  });
});

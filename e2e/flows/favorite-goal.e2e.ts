import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';
import { depositAmount } from './walk.ts';

/** docs/RULES.md#favourite-goal: chosen on a goal's page, confirmed on screen and in the inbox, named in the deposit instructions. */
test.describe('the favourite goal (docs/RULES.md#favourite-goal)', () => {
  test('Camila makes Viaje a Japón her favourite: confirmed, told in the inbox, named when she deposits elsewhere', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './goals/101');
    await expect(page.getByTestId('favorite-goal')).toContainText('Es tu meta favorita');

    await page.goto('./goals/103');
    await expect(page.getByText(/^Tu meta favorita es Casa propia/)).toBeVisible();
    await page.getByRole('button', { name: 'Hacerla mi meta favorita' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Hacer de Viaje a Japón tu meta favorita?' });
    await expectNoAxeViolations(page, '/goals/103 (confirm the favourite)');
    await dialog.getByRole('button', { name: 'Sí, hacerla favorita' }).click();
    await expect(page.getByTestId('favorite-goal')).toHaveText(
      'Listo: Viaje a Japón es tu meta favorita. Te lo confirmamos también en tus notificaciones.',
    );

    // In the inbox too.
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const panel = page.getByRole('region', { name: 'Notificaciones' });
    await expect(panel).toContainText('Cambiaste tu meta favorita');
    await expect(panel).toContainText('llegarán a Viaje a Japón');
    await page.keyboard.press('Escape');

    // A deposit to another goal says where a transfer without its code would go.
    await page.goto('./deposit/101');
    await depositAmount(page).fill('50000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByTestId('deposit-without-code')).toHaveText(
      'Si transfieres sin el código de transferencia, tu depósito llega a tu meta favorita, Viaje a Japón, después del corte.',
    );
    // And the old favourite's page offers to be it again; the new one says it is.
    await page.goto('./goals/101');
    await expect(page.getByRole('button', { name: 'Hacerla mi meta favorita' })).toBeVisible();
  });
});

import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';
import { continueButton, depositAmount } from './walk.ts';

test.describe('savings products opened in the portal (docs/RULES.md#savings-products)', () => {
  test('Camila opens Dólares de corto plazo from its page: a goal in dollars, its one strategy, the dollar account to transfer to', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'Camila Rojas Fuentes', './short-term-invest-dollars');
    const yours = page.getByRole('region', { name: 'Tus metas en este producto' });
    // The advisor stays the second way.
    await expect(yours.getByRole('link', { name: 'Agendar con mi asesor' })).toHaveAttribute(
      'href',
      '/schedule-advisor',
    );
    await yours.getByRole('link', { name: 'Abrir Dólares de corto plazo' }).click();
    await expect(page).toHaveURL(/\/goals\/new\?producto=short-term-invest-dollars$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abrir Dólares de corto plazo');
    await expect(page.getByRole('radio')).toHaveCount(0);

    const name = page.getByRole('textbox', { name: 'Nombre de la meta' });
    await expect(name).toHaveValue('Dólares de corto plazo');
    await name.fill('Dólares para viajar');
    const target = page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (USD)' });
    await target.fill('900');
    await page.getByLabel('¿Para cuándo?').fill('2028-11');
    await continueButton(page).click();
    await expect(target).toHaveAccessibleDescription('La meta debe ser de al menos US$1.000,00.');
    await target.fill('5000');
    await continueButton(page).click();
    await expect(page).toHaveURL(/paso=plan/);

    await expect(page.getByTestId('goal-strategy')).toHaveText(
      'Dólares de corto plazo invierte con una sola estrategia: Muy conservadora (riesgo 1 de 5).',
    );
    await page.getByRole('textbox', { name: 'Depósito inicial (USD)' }).fill('1500,50');
    await page.getByRole('textbox', { name: 'Aporte mensual (USD)' }).fill('150');
    await expectNoAxeViolations(page, '/goals/new?producto=… (plan)');
    await continueButton(page).click();
    await expect(page.getByTestId('summary-category')).toHaveText('Dólares de corto plazo');
    await expect(page.getByTestId('summary-initial')).toHaveText('US$1.500,50');
    await expect(page.getByTestId('summary-target')).toContainText('US$5.000,00');
    await page.getByRole('button', { name: 'Crear meta' }).click();

    const how = page.getByTestId('goal-how-to-deposit');
    await expect(how).toContainText('transfiere dólares desde una cuenta en dólares');
    await expect(how.getByTestId('transfer-bank')).toHaveText('Banco Santander');
    await expect(how.getByTestId('transfer-accountType')).toHaveText('Cuenta corriente en dólares');
    const code = (await how.getByTestId('transfer-code').textContent()) ?? '';
    expect(code).toMatch(/^META-\d+$/);

    // Its first deposit is in dollars, to the same account and code.
    await page.getByRole('link', { name: 'Hacer mi primer depósito' }).click();
    await depositAmount(page, 'USD').fill('1500,50');
    await continueButton(page).click();
    await expect(page.getByTestId('transfer-bank')).toHaveText('Banco Santander');
    await expect(page.getByTestId('transfer-code')).toHaveText(code);
    await expect(page.getByTestId('transfer-amount')).toHaveText('US$1.500,50');
  });
});

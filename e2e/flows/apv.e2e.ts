import {
  expect,
  expectNoAxeViolations,
  failNextCalls,
  loseNextAnswers,
  signInAs,
  test,
} from '../fixtures.ts';
import { confirmWithCode, errorSummary, requestsTo } from './walk.ts';

test.describe('APV (docs/RULES.md#apv-voluntary-retirement-savings)', () => {
  test('Camila opens an APV under A, and a deposit past the year’s 600 UF is refused with what fits', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes', './goals/new');
    await page.getByRole('radio', { name: /^APV/ }).check();
    const regime = page.getByRole('group', { name: 'Régimen tributario de tu APV' });
    await expect(regime).toBeVisible();
    // The comparison on her own figures; her income is never sent.
    await page.getByRole('textbox', { name: 'Tu renta imponible mensual' }).fill('1.500.000');
    await page.getByRole('textbox', { name: '¿Cuánto ahorrarías este año?' }).fill('1.200.000');
    await expect(page.getByTestId('apv-comparison')).toContainText(
      'Este año te conviene el régimen A: te da $132.000 más.',
    );
    await expectNoAxeViolations(page, '/goals/new (APV)');
    await page.getByRole('textbox', { name: 'Nombre de la meta' }).fill('Mi APV');
    await page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (CLP)' }).fill('30.000.000');
    await page.getByLabel('¿Para cuándo?').fill('2046-11');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(errorSummary(page).getByRole('link', { name: 'Elige el régimen A o el B.' })).toBeVisible();
    await regime.getByRole('radio', { name: /^Régimen A/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/goals\/new\?paso=plan$/);
    await page.getByRole('textbox', { name: 'Aporte mensual (CLP)' }).fill('100.000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByTestId('summary-apv-regime')).toHaveText('Régimen A');
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/goals$/.test(request.url()))
        created.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Crear meta' }).dblclick();
    await expect(page.getByTestId('goal-done')).toContainText('Tu meta «Mi APV» está lista.');
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0] ?? '{}')).toMatchObject({
      category: 'apv',
      apv: { regime: 'A', taxRate: null },
    });
    expect(created[0]).not.toContain('1500000');

    await page.getByRole('link', { name: 'Hacer mi primer depósito' }).click();
    await expect(page).toHaveURL(/\/deposit\/9\d{3}$/);
    await expect(page.getByTestId('apv-caps-combined')).toHaveText(
      /^El régimen A y el B juntos admiten 600 UF al año: te quedan \$[\d.]+ \(UF 600,00\)\.$/,
    );
    const fits = (await page.getByTestId('apv-caps-combined').textContent())?.match(/\$([\d.]+)/)?.[1] ?? '';
    const amount = page.getByRole('textbox', { name: 'Monto a depositar (CLP)' });
    const pesos = (text: string) => Number(text.replaceAll('.', ''));
    const bonusRoom = pesos(
      (await page.getByTestId('apv-caps-bonus').textContent())?.match(/con \$([\d.]+) más/)?.[1] ?? 'NaN',
    );
    await expect(page.getByTestId('apv-caps-over')).toBeEmpty();
    await amount.fill('5.000.000');
    // As it is typed, the part past the bonus's room is said.
    const over = (5_000_000 - bonusRoom).toLocaleString('es-CL');
    await expect(page.getByTestId('apv-caps-over')).toHaveText(
      `De los $5.000.000 que depositas, $${over} no reciben bonificación: superan lo que aún puede ganarla este año.`,
    );
    // Past what the year admits, nothing of it goes in: the field says so, not the note.
    await amount.fill('30.000.000');
    await expect(page.getByTestId('apv-caps-over')).toBeEmpty();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(amount).toHaveAccessibleDescription(
      `Mínimo $5.000 y máximo $50.000.000 por depósito. Este año tu APV admite hasta $${fits} (UF 600,00): el régimen A y el B juntos suman hasta 600 UF al año.`,
    );
    await expectNoAxeViolations(page, '/deposit (APV past the cap)');

    // What fits goes in, once, though its answer is lost on the way back; the caps then say so.
    await amount.fill(fits);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const goalId = new URL(page.url()).pathname.split('/').at(-1);
    await loseNextAnswers(page, `api/goals/${goalId}/deposits`, 1, 'POST');
    const deposits = requestsTo(page, /\/api\/goals\/\d+\/deposits$/);
    const checks = requestsTo(page, /\/api\/orders\/[^/]+$/, 'GET');
    await page.getByRole('button', { name: 'Confirmar depósito' }).click();
    await expect(page.getByTestId('deposit-done')).toContainText(
      `Tu depósito de $${fits} a Mi APV quedó en proceso.`,
    );
    expect(deposits).toHaveLength(1);
    expect(checks).toHaveLength(1);
    await page.goto(page.url().replace(/\?.*$/, ''));
    await expect(page.getByTestId('apv-caps-combined')).toHaveText(
      'Ya ahorraste las 600 UF que admiten el régimen A y el B juntos este año.',
    );
    await amount.fill('5.000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(amount).toHaveAccessibleDescription(
      /Ya ahorraste este año las 600 UF que admiten el régimen A y el B juntos: podrás volver a depositar en enero\.$/,
    );
  });

  test('Diego rescues from his APV under B: the cost before the code, on the review and on the receipt', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Diego Herrera Soto', './goals/851');
    await expect(page.getByRole('heading', { name: 'Tu beneficio tributario (régimen B)' })).toBeVisible();
    await expect(page.getByTestId('apv-benefit-rescued')).toHaveText('$1.575.000');
    await page.getByRole('link', { name: 'Rescatar', exact: true }).click();
    await page.getByRole('radio', { name: /^Una parte/ }).check();
    await page.getByRole('textbox', { name: 'Monto a rescatar (CLP)' }).fill('2.000.000');
    await expect(page.getByTestId('apv-cost-withheld')).toHaveText('$300.000');
    await expect(page.getByTestId('apv-cost-net')).toHaveText('$1.700.000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /•••• 2258/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\?paso=resumen$/);
    await expect(page.getByTestId('summary-apv-withheld')).toHaveText('$300.000');
    await expect(page.getByTestId('summary-apv-surcharge')).toHaveText('Entre $60.000 y $140.000');
    await expect(page.getByTestId('summary-apv-net')).toHaveText('$1.700.000');
    await expectNoAxeViolations(page, '/rescue/851?paso=resumen (APV B)');
    // A failed call (503): the order is asked for again with the same key, and placed once.
    await failNextCalls(page, 'api/goals/851/rescues', 503, 1, 'POST');
    const rescues = requestsTo(page, /\/api\/goals\/851\/rescues$/);
    await confirmWithCode(page, 'Confirmar rescate');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(page.getByTestId('rescue-done')).toContainText(
      'Tu rescate de $2.000.000 desde APV para la jubilación quedó en proceso. Recibes $1.700.000',
    );
    await expect(page.getByTestId('receipt-apv-withheld')).toHaveText('$300.000');
    await page.reload();
    await expect(page.getByTestId('receipt-apv-net')).toHaveText('$1.700.000');
    expect(rescues).toHaveLength(2);
  });

  test('Sofía’s APV certificates beside the tax ones, each a PDF', async ({ page }) => {
    await signInAs(page, 'Sofía Martínez Lagos', './general-balance');
    const list = page.getByRole('list', { name: 'Certificados de APV' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const download = page.waitForEvent('download');
    await list
      .getByRole('button', { name: /^Descargar el certificado de APV \d{4}$/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^certificado-apv-\d{4}\.pdf$/);
  });

  test('a company’s new goal has no APV', async ({ page }) => {
    await signInAs(page, 'Inversiones Andes SpA', './goals/new');
    await expect(page.getByRole('radio', { name: 'Vivienda' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /APV/ })).toHaveCount(0);
    await page.goto('./general-balance');
    await expect(page.getByRole('list', { name: 'Certificados tributarios' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Certificados de APV' })).toHaveCount(0);
  });
});

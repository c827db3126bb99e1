import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, failNextCalls, idpUrl, signInAs, test } from './fixtures.ts';

/**
 * docs/RULES.md#money-flows: the money flows walked in Chromium, from the goal's page to the result on the pages.
 * The mock backend keeps the orders in the page's memory, so each test starts from the fixtures.
 */

/** The requests of one method to a path from now on (a double click must make one). */
function requestsTo(page: Page, path: RegExp, method = 'POST') {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** The know-your-client answers: a profession, pay as the origin of funds, not politically exposed. */
async function declareKyc(page: Page, profession: string) {
  await page.getByRole('textbox', { name: 'Profesión u oficio' }).fill(profession);
  await page
    .getByRole('combobox', { name: 'Origen de tus fondos' })
    .selectOption({ label: 'Sueldo u honorarios' });
  await page.getByRole('radio', { name: 'No' }).check();
}

const amountField = (page: Page, currency = 'CLP') =>
  page.getByRole('textbox', { name: `Monto a depositar (${currency})` });

/** /validateci with its two fields. */
async function openIdentityCard(page: Page) {
  await page.goto('./validateci');
  return {
    rut: page.getByRole('textbox', { name: 'RUT' }),
    serial: page.getByRole('textbox', { name: 'Número de documento' }),
  };
}

/** From the goal's page to the deposit's summary, with an amount typed as a Chilean would. */
async function toReview(page: Page, goalId: string, amount: string, currency = 'CLP') {
  await page.goto(`./goals/${goalId}`);
  await page.getByRole('link', { name: 'Depositar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/deposit/${goalId}$`));
  await amountField(page, currency).fill(amount);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\?paso=pago$/);
  await expect(page.getByRole('heading', { name: 'Transfiere desde tu banco' })).toBeFocused();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\?paso=resumen$/);
  return page.getByRole('button', { name: 'Confirmar depósito' });
}

test.describe('deposit (docs/RULES.md#deposit)', () => {
  test('Camila deposits into Casa propia: en proceso in the pending deposits and the goal', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = await toReview(page, '101', '1.234.000');
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
    const confirm = await toReview(page, '701', '250,50', 'USD');
    await expect(page.getByTestId('deposit-summary-amount')).toHaveText('US$250,50');
    await confirm.click();
    await expect(page.getByTestId('deposit-done')).toContainText(
      'Tu depósito de US$250,50 a Dólares para viajar',
    );
  });

  test('the amount is checked on its field, in Spanish, and focused', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './deposit/101');
    const field = amountField(page);
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(field).toHaveAccessibleDescription(/Ingresa el monto que quieres depositar\.$/);
    await expect(field).toBeFocused();
    await field.fill('4000');
    await expect(page.getByText('El mínimo es $5.000.')).toBeVisible();
    await expect(page).toHaveURL(/\/deposit\/101$/);
    await expectNoAxeViolations(page, '/deposit/101 (an error)');
  });

  test('a failed confirm keeps everything; the retry places one order', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = await toReview(page, '101', '345.000');
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
    const confirm = await toReview(page, '101', '20.000');
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
    await toReview(page, '101', '77.000');
    await page.reload();
    await expect(page.getByTestId('deposit-summary-amount')).toHaveText('$77.000', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\?paso=pago$/);
    await expect(page.getByTestId('transfer-amount')).toHaveText('$77.000');
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(amountField(page)).toHaveValue('77.000');
    // The first step shows the logo, not a back button.
    await expect(page.getByRole('button', { name: 'Volver' })).toHaveCount(0);
  });

  for (const step of ['', '?paso=pago', '?paso=resumen', '?paso=listo'] as const) {
    test(`close from the step "${step || 'monto'}" goes to the goal's summary`, async ({ page }) => {
      await signInAs(page, 'Camila Rojas Fuentes', './deposit/101');
      await amountField(page).fill('50000');
      await page.getByRole('button', { name: 'Continuar' }).click();
      if (step === '?paso=resumen' || step === '?paso=listo')
        await page.getByRole('button', { name: 'Continuar' }).click();
      if (step === '?paso=listo') await page.getByRole('button', { name: 'Confirmar depósito' }).click();
      if (step === '') await page.getByRole('button', { name: 'Volver' }).click();
      await expect(page).toHaveURL(new RegExp(`/deposit/101${step.replace('?', '\\?')}$`));
      await page.getByRole('button', { name: 'Cerrar' }).click();
      await expect(page).toHaveURL(/\/goals\/101#summary$/);
    });
  }
});

test.describe('rescue (docs/RULES.md#rescue)', () => {
  test('Camila rescues part of Casa propia to a new account in her name: en proceso, less available', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './goals/101');
    await page.getByRole('link', { name: 'Rescatar', exact: true }).click();
    await expect(page).toHaveURL(/\/rescue\/101$/);
    await expect(page.getByText('Disponible para rescatar: $12.450.000.')).toBeVisible();
    await page.getByRole('radio', { name: /^Una parte/ }).check();
    const amount = page.getByRole('textbox', { name: 'Monto a rescatar (CLP)' });
    await amount.fill('13.000.000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(amount).toHaveAccessibleDescription(/Puedes rescatar hasta \$12\.450\.000\.$/);
    await expect(amount).toBeFocused();
    await amount.fill('2.000.000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\?paso=cuenta$/);

    await page.getByRole('radio', { name: /Otra cuenta a mi nombre/ }).check();
    await page.getByRole('combobox', { name: 'Banco' }).selectOption({ label: 'Banco Santander' });
    await page.getByRole('combobox', { name: 'Tipo de cuenta' }).selectOption({ label: 'Cuenta de ahorro' });
    await page.getByRole('textbox', { name: 'Número de cuenta' }).fill('0012345678');
    const rut = page.getByRole('textbox', { name: 'RUT del titular' });
    await rut.fill('15.987.654-3');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(rut).toHaveAccessibleDescription(
      /Ese RUT no es el tuyo: la cuenta debe estar a tu nombre\.$/,
    );
    await expectNoAxeViolations(page, '/rescue/101?paso=cuenta (an error)');
    await rut.fill('16.543.210-K');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\?paso=resumen$/);
    await expect(page.getByTestId('summary-account')).toHaveText(
      'Banco Santander · Cuenta de ahorro 0012345678',
    );
    const rescues = requestsTo(page, /\/api\/goals\/101\/rescues$/);
    await page.getByRole('button', { name: 'Confirmar rescate' }).dblclick();
    await expect(page.getByTestId('rescue-done')).toContainText(
      'Tu rescate de $2.000.000 desde Casa propia quedó en proceso.',
    );
    expect(rescues).toHaveLength(1);
    await expect(page.getByTestId('rescue-done')).toContainText('en Banco Santander •••• 5678.');

    await page.getByRole('link', { name: 'Ver mis rescates' }).click();
    const first = page.getByRole('region', { name: 'Movimientos' }).getByRole('listitem').first();
    await expect(first).toContainText(/Rescate.*-\$2\.000\.000.*En proceso/);
    // What is on its way out is no longer available, and the new account is offered next time.
    await page.goto('./rescue/101');
    await expect(page.getByText('Disponible para rescatar: $10.450.000.')).toBeVisible();
    await page.getByRole('radio', { name: /^Todo/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page.getByRole('radio', { name: 'Banco Santander · Cuenta de ahorro •••• 5678' }),
    ).toBeVisible();
  });

  test('a failed confirm keeps everything, and close from every step goes to the goal', async ({ page }) => {
    await signInAs(page, 'Benjamín Silva Contreras', './rescue/701');
    await page.getByRole('radio', { name: /^Todo/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /Banco de Chile/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByTestId('summary-amount')).toHaveText('US$3.500,00');
    await failNextCalls(page, 'api/goals/701/rescues', 500, 1);
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos registrar tu rescate. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await page.reload();
    await expect(page.getByTestId('summary-amount')).toHaveText('US$3.500,00', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page).toHaveURL(/\/goals\/701#summary$/);
  });
});

test('change of portfolio (docs/RULES.md#change-of-portfolio): from the goal, compared, en proceso in its movements', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './goals/101');
  await page.getByRole('link', { name: 'Cambiar portafolio' }).click();
  await expect(page).toHaveURL(/\/change-portfolio\?goalId=101$/);
  await page.getByRole('radio', { name: /^Conservadora/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/change-portfolio\?goalId=101&paso=resumen$/);
  await expect(page.getByRole('table', { name: 'Composición actual y nueva' })).toBeVisible();
  await expectNoAxeViolations(page, '/change-portfolio?goalId=101&paso=resumen');
  const changes = requestsTo(page, /\/api\/goals\/101\/portfolio-changes$/);
  await page.getByRole('button', { name: 'Confirmar cambio' }).dblclick();
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
  await expect(page.getByText('Ya tienes un cambio de estrategia en proceso para esta meta.')).toBeVisible();
  await expect(page).toHaveURL(/\/change-portfolio\?goalId=101$/);
});

test('a new goal (docs/RULES.md#new-goal): from the dashboard, planned, created, on the dashboard and funded', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  await page.getByRole('link', { name: 'Nueva meta' }).click();
  await expect(page).toHaveURL(/\/goals\/new$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Elige el tipo de meta.')).toBeVisible();
  await page.getByRole('radio', { name: 'Viajes' }).check();
  await page.getByRole('textbox', { name: 'Nombre de la meta' }).fill('Viaje a Chiloé');
  await page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (CLP)' }).fill('3.000.000');
  await page.getByLabel('¿Para cuándo?').fill('2029-06');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/goals\/new\?paso=plan$/);

  const projection = page.getByTestId('goal-projection');
  await expect(projection).toContainText('bajo tu meta de $3.000.000');
  await page.getByRole('textbox', { name: 'Aporte mensual (CLP)' }).fill('120000');
  await expect(projection).toContainText('cumples tu meta de $3.000.000');
  await expect(page.getByRole('img', { name: 'Proyección de tu meta' })).toBeVisible();
  await expectNoAxeViolations(page, '/goals/new?paso=plan');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const created = requestsTo(page, /\/api\/goals$/);
  await page.getByRole('button', { name: 'Crear meta' }).dblclick();
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

test('the contract (docs/RULES.md#contract): read, accepted once, and still accepted after a reload', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './contract');
  await page.getByRole('button', { name: 'Aceptar contrato' }).click();
  await expect(page.getByRole('checkbox', { name: /Leí y acepto/ })).toBeFocused();
  await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
  await expectNoAxeViolations(page, '/contract');
  const acceptances: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('api/contract/acceptance')) acceptances.push(request.method());
  });
  await page.getByRole('button', { name: 'Aceptar contrato' }).dblclick();
  await expect(page.getByTestId('contract-accepted')).toContainText('Aceptaste la versión 2026.2');
  expect(acceptances).toEqual(['POST']);
  await page.reload();
  await expect(page.getByTestId('contract-accepted')).toContainText('Aceptaste la versión 2026.2', {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the identity card (docs/RULES.md#identity-card): checked on the page and by the server, field by field', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  const { rut, serial } = await openIdentityCard(page);
  await rut.fill('15.987.654-3');
  await serial.fill('123.456.789');
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(rut).toHaveAccessibleDescription(/Ese RUT no es el de tu cuenta\.$/);
  await expect(rut).toBeFocused();
  await expectNoAxeViolations(page, '/validateci (an error)');
  await rut.fill('16543210k');
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page.getByTestId('ci-validated')).toContainText('Validamos tu cédula.');
});

test('know your client (docs/RULES.md#know-your-client): declared, saved, and there again after a reload', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './kyc');
  await page.getByRole('button', { name: 'Guardar declaración' }).click();
  await expect(page.getByRole('textbox', { name: 'Profesión u oficio' })).toBeFocused();
  await declareKyc(page, 'Ingeniera civil');
  await expectNoAxeViolations(page, '/kyc');
  await page.getByRole('button', { name: 'Guardar declaración' }).click();
  await expect(page.getByTestId('kyc-saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Profesión u oficio' })).toHaveValue('Ingeniera civil', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('kyc-updated')).toBeVisible();
});

test('onboarding (docs/RULES.md#onboarding-tasks): the declaration and the contract move Valentina to step FOURTH, and "Mi cuenta" opens', async ({
  page,
}) => {
  await signInAs(page, 'Valentina Pérez Lagos');
  // Still registering: the dashboard says where she is and leads on (the first goal comes after).
  const registration = page.getByRole('region', { name: 'Completa tu registro' });
  await expect(registration).toContainText('Vas en el paso 2 de 3.');
  await expect(page.getByRole('link', { name: 'Crear mi primera meta' })).toHaveCount(0);
  await registration.getByRole('link', { name: 'Continuar mi registro' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Vas en el paso 2 de 3');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/kyc$/);
  await declareKyc(page, 'Diseñadora');
  await page.getByRole('button', { name: 'Guardar declaración' }).click();
  await expect(page.getByTestId('kyc-saved')).toBeVisible();

  await page.goto('./onboarding');
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Vas en el paso 3 de 3');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/contract$/);
  await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
  await page.getByRole('button', { name: 'Aceptar contrato' }).click();
  await expect(page.getByTestId('contract-accepted')).toBeVisible();

  await page.goto('./onboarding');
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Tu cuenta está abierta');
  // The account is open: the dashboard drops the registration card and offers the first goal.
  await page.goto('./dashboard');
  await expect(page.getByRole('link', { name: 'Crear mi primera meta' })).toHaveAttribute(
    'href',
    '/goals/start',
  );
  await expect(page.getByRole('region', { name: 'Completa tu registro' })).toHaveCount(0);
  await page.goto('./profile');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Mi cuenta aún no está disponible');
  await expect(page.getByTestId('signed-in-name')).toBeVisible();

  // The last task, the first goal, starts on /goals/start; once created the registration is complete.
  await page.goto('./onboarding');
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/goals\/start$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comienza a invertir');
  await expect(page.getByTestId('goal-start-steps').getByRole('listitem')).toHaveCount(3);
  await page.getByRole('radio', { name: 'Vivienda' }).check();
  await page.getByRole('textbox', { name: 'Nombre de la meta' }).fill('Pie para el depa');
  await page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (CLP)' }).fill('12.000.000');
  await page.getByLabel('¿Para cuándo?').fill('2031-12');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/goals\/start\?paso=plan$/);
  await expect(page.getByTestId('goal-start-steps')).toHaveCount(0);
  await expectNoAxeViolations(page, '/goals/start?paso=plan');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Crear meta' }).click();
  await expect(page.getByTestId('goal-done')).toContainText('Tu meta «Pie para el depa» está lista.');
  await page.goto('./onboarding');
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Tu registro está completo');
});

test('the US brokerage (docs/RULES.md#us-brokerage-activation): Camila, invited, activates it, and "Invertir en EE.UU." joins her menu', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const usItem = menu.getByRole('link', { name: /Invertir en EE\.UU\./ });
  await expect(menu.getByRole('link', { name: /Inicio/ })).toBeVisible();
  await expect(usItem).toHaveCount(0);
  await page.goto('./ibkr');
  await page.getByRole('link', { name: 'Activar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/ibkr\/activate$/);

  const activate = page.getByRole('button', { name: 'Activar mi cuenta' });
  await activate.click();
  const rut = page.getByRole('textbox', { name: 'RUT' });
  await expect(rut).toBeFocused();
  await expect(rut).toHaveAccessibleDescription(/Ingresa tu número de identificación tributaria\.$/);
  await rut.fill('16543210k');
  await page.getByRole('radio', { name: 'Sí' }).check();
  await activate.click();
  await expect(
    page.getByRole('group', { name: '¿Eres persona estadounidense?' }),
  ).toHaveAccessibleDescription(/ Esta cuenta se abre con el formulario W-8BEN/);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('checkbox', { name: /contrato de cliente/ }).check();
  await page.getByRole('checkbox', { name: /W-8BEN/ }).check();
  await expectNoAxeViolations(page, '/ibkr/activate');

  // The brokerage fails once: said, and every answer stays.
  await failNextCalls(page, 'api/ibkr/activation', 503, 1);
  await activate.click();
  await expect(page.getByRole('alert')).toHaveText(
    'No pudimos activar tu cuenta ahora. Tus datos siguen aquí: inténtalo de nuevo.',
  );
  await expect(rut).toHaveValue('16.543.210-K');
  await expect(page.getByRole('checkbox', { name: /W-8BEN/ })).toBeChecked();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('api/ibkr/activation')) requests.push(request.method());
  });
  await activate.dblclick();
  await expect(page.getByTestId('us-brokerage-active')).toContainText(/Listo: tu cuenta U\d{7} en el bróker/);
  expect(requests).toEqual(['POST']);
  const number = /U\d{7}/.exec((await page.getByTestId('us-brokerage-active').textContent()) ?? '')?.[0];

  await page.getByRole('link', { name: 'Ir a Invierte en EE.UU.' }).click();
  await expect(page).toHaveURL(/\/ibkr$/);
  // The account just opened, by its number (the same after a reload, from the backend).
  await expect(page.getByTestId('ibkr-state')).toContainText(
    `Tu cuenta N.º ${number} en el bróker está activa`,
  );
  await expect(usItem).toBeVisible();
  await page.reload();
  await expect(usItem).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('ibkr-state')).toContainText(
    `Tu cuenta N.º ${number} en el bróker está activa`,
  );
});

test.describe('investing as a company (docs/RULES.md#company-application)', () => {
  test('Camila registers her company step by step; sent, it is in review on /entity/activate and /entity', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes', './entity/activate');
    await expect(page.getByRole('heading', { name: 'Qué necesitas' })).toBeVisible();
    await page.getByRole('link', { name: 'Comenzar' }).click();
    await expect(page).toHaveURL(/\/entity\/new$/);

    // Step 1: checked here (a person's RUT) and by the server (a company already a client).
    const rut = page.getByRole('textbox', { name: 'RUT de la empresa' });
    const save = page.getByRole('button', { name: 'Guardar y continuar' });
    await save.click();
    await expect(rut).toBeFocused();
    await rut.fill('16.543.210-K');
    await expect(rut).toHaveAccessibleDescription(/Ese RUT es de una persona: ingresa el de la empresa\.$/);
    await rut.fill('76.543.210-3');
    await page.getByRole('textbox', { name: 'Razón social' }).fill('Ferretería Los Andes SpA');
    await page
      .getByRole('combobox', { name: 'Tu cargo en la empresa' })
      .selectOption({ label: 'Gerente general' });
    await save.click();
    await expect(rut).toHaveAccessibleDescription(/Esta empresa ya tiene cuenta con nosotros/);
    await expect(rut).toBeFocused();
    await rut.fill('77654321-7');
    await expectNoAxeViolations(page, '/entity/new');
    await save.click();

    // Step 2: a failure keeps what was typed; a reload keeps what was saved.
    await expect(page).toHaveURL(/\/entity\/onboarding\/datos$/);
    await expect(page.getByText('Paso 2 de 4')).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveText('Ferretería Los Andes SpA · RUT 77.654.321-7');
    await page.getByRole('textbox', { name: 'Giro' }).fill('Venta al por mayor de ferretería');
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Av. Providencia 1234');
    await page.getByRole('textbox', { name: 'Comuna' }).fill('Providencia');
    await page.getByRole('combobox', { name: 'Región' }).selectOption('Metropolitana de Santiago');
    await failNextCalls(page, 'api/company-application/data', 503, 1);
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos guardar este paso. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(page.getByRole('textbox', { name: 'Giro' })).toHaveValue('Venta al por mayor de ferretería');
    await save.click();

    // Step 3: jointly, with a co-signer.
    await expect(page).toHaveURL(/\/entity\/onboarding\/representante$/);
    await page.getByRole('radio', { name: /Firmo junto a otro apoderado/ }).check();
    await page.getByRole('textbox', { name: 'Nombre de quien firma contigo' }).fill('Pedro Soto Vera');
    await page.getByRole('textbox', { name: 'Su RUT' }).fill('13.456.789-9');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+56 9 8765 4321');
    await expectNoAxeViolations(page, '/entity/onboarding/representante');
    await save.click();

    // Step 4: a wrong file is refused on its field; the right ones upload; sent once.
    await expect(page).toHaveURL(/\/entity\/onboarding\/documentos$/);
    await page.reload();
    const deed = page.getByLabel('Escritura de constitución');
    await deed.setInputFiles({ name: 'escritura.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(deed).toHaveAccessibleDescription(/Sube un PDF o una foto \(JPG o PNG\)\.$/);
    await deed.setInputFiles({
      name: 'escritura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7 a'),
    });
    await expect(deed).toHaveAccessibleDescription(/^Subido: escritura\.pdf \(1 KB\)/);
    const powers = page.getByLabel('Vigencia de poderes del representante');
    await powers.setInputFiles({ name: 'poderes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('jpeg') });
    await expect(powers).toHaveAccessibleDescription(/^Subido: poderes\.jpg/);
    await expectNoAxeViolations(page, '/entity/onboarding/documentos');
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('api/company-application/submission')) sends.push(request.method());
    });
    await page.getByRole('button', { name: 'Enviar solicitud' }).dblclick();
    await expect(page.getByTestId('company-in-review')).toContainText(
      'Recibimos la solicitud de Ferretería Los Andes SpA',
    );
    expect(sends).toEqual(['POST']);

    await page.getByRole('link', { name: 'Ir a Mi empresa' }).click();
    await expect(page).toHaveURL(/\/entity$/);
    await expect(page.getByTestId('company-application-status')).toContainText(
      'La solicitud de Ferretería Los Andes SpA está en revisión',
    );
    await page.goto('./entity/activate');
    await expect(page.getByTestId('company-application-status')).toContainText('está en revisión');
  });

  test('a step before its turn says which comes first; close follows §2 from every step', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './entity/onboarding/documentos');
    await expect(page.getByTestId('company-not-yet')).toHaveText('Antes de este paso va «La empresa».');
    await page.getByRole('link', { name: 'Ir a «La empresa»' }).click();
    await expect(page).toHaveURL(/\/entity\/new$/);
    for (const [path, target] of [
      ['/entity/new', /\/dashboard$/],
      ['/entity/onboarding/datos', /\/entity\/activate$/],
      ['/entity/onboarding/representante', /\/entity\/activate$/],
      ['/entity/onboarding/documentos', /\/entity\/activate$/],
    ] as const) {
      await page.goto(`.${path}`);
      await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(page, path).toHaveURL(target);
    }
  });
});

test.describe('opening an account (docs/RULES.md#registration, public)', () => {
  test('Tomás signs up, gets the link (the demo shows its mail), confirms once, and the link is then used', async ({
    page,
  }) => {
    await page.goto('./register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abre tu cuenta');
    const create = page.getByRole('button', { name: 'Crear mi cuenta' });
    await create.click();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Tomás');
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('Vergara Lillo');
    const rut = page.getByRole('textbox', { name: 'RUT' });
    await rut.fill('16.543.210-K');
    await page.getByRole('textbox', { name: 'Correo' }).fill('tomas.vergara@example.cl');
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('TomasClave2026');
    await expect(page.getByText(/nada de tu nombre, RUT o correo/)).toHaveText(/\(falta\)$/);
    await password.fill('Cordillera2026');
    await expect(page.getByText(/nada de tu nombre, RUT o correo/)).toHaveText(/\(cumple\)$/);
    await page.getByRole('checkbox', { name: /Acepto los/ }).check();
    await expectNoAxeViolations(page, '/register');
    // The server knows that RUT: said on its field.
    await create.click();
    await expect(rut).toHaveAccessibleDescription(/Ya tienes una cuenta con este RUT/);
    await expect(rut).toBeFocused();
    await rut.fill('19876543-0');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('api/registrations')) sent.push(request.method());
    });
    await create.dblclick();
    await expect(page.getByTestId('registration-sent')).toContainText(
      'Te enviamos un enlace a tomas.vergara@example.cl',
    );
    expect(sent).toEqual(['POST']);

    await page.getByRole('link', { name: 'Confirmar mi correo' }).click();
    await expect(page).toHaveURL(/\/confirmation\?token=/);
    await expect(page.getByTestId('confirmation-outcome')).toContainText(
      '¡Listo, Tomás! Confirmamos tu correo tomas.vergara@example.cl.',
    );
    await expectNoAxeViolations(page, '/confirmation?token=…');
    await page.reload();
    await expect(page.getByTestId('confirmation-outcome')).toContainText('Este enlace ya se usó', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
  });

  test('a link that is not ours says so and offers a new one', async ({ page }) => {
    await page.goto('./confirmation?token=inventado');
    await expect(page.getByTestId('confirmation-outcome')).toHaveText(
      'Este enlace no es válido. Revisa que lo copiaste completo, o pide uno nuevo.',
    );
    await page.getByRole('textbox', { name: 'Correo' }).fill('tomas.vergara@example.cl');
    await page.getByRole('button', { name: 'Enviarme un enlace nuevo' }).click();
    await expect(page.getByTestId('confirmation-resent')).toBeVisible();
  });
});

/**
 * docs/RULES.md#closing-a-step for every flow: close from each later step by the §2 rules (the first steps are in
 * routes.e2e.ts), a server failure that keeps every value, and a retry or double click that makes one
 * request.
 */
test.describe('every flow, step by step (docs/RULES.md#money-flows)', () => {
  test('rescue: close from every step goes to the goal’s summary', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes');
    for (const step of ['monto', 'cuenta', 'resumen', 'listo'] as const) {
      await page.goto('./rescue/101');
      if (step !== 'monto') {
        await page.getByRole('radio', { name: /^Todo/ }).check();
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page).toHaveURL(/\?paso=cuenta$/);
      }
      if (step === 'resumen' || step === 'listo') {
        await page.getByRole('radio', { name: /Banco/ }).first().check();
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page).toHaveURL(/\?paso=resumen$/);
      }
      if (step === 'listo') {
        await page.getByRole('button', { name: 'Confirmar rescate' }).click();
        await expect(page.getByTestId('rescue-done')).toBeVisible();
      }
      await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(page, step).toHaveURL(/\/goals\/101#summary$/);
    }
  });

  test('change of portfolio: close from every step leaves the flow for the page it was opened from; a failure keeps the choice', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes');
    const confirm = page.getByRole('button', { name: 'Confirmar cambio' });
    for (const step of ['estrategia', 'resumen', 'listo'] as const) {
      await page.goto('./goals/101');
      await page.getByRole('link', { name: 'Cambiar portafolio' }).click();
      await expect(page).toHaveURL(/\/change-portfolio\?goalId=101$/);
      if (step !== 'estrategia') {
        await page.getByRole('radio', { name: /^Conservadora/ }).check();
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page).toHaveURL(/&paso=resumen$/);
      }
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
      await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(page, step).toHaveURL(/\/goals\/101$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Casa propia' })).toBeVisible();
    }
  });

  test('a new goal: close from every step goes home; a failure keeps the plan', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes');
    const toStep = async (step: 'plan' | 'resumen') => {
      await page.goto('./goals/new');
      await page.getByRole('radio', { name: 'Educación' }).check();
      await page.getByRole('textbox', { name: 'Nombre de la meta' }).fill('Magíster');
      await page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (CLP)' }).fill('8.000.000');
      await page.getByLabel('¿Para cuándo?').fill('2030-03');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/goals\/new\?paso=plan$/);
      if (step === 'resumen') {
        await page.getByRole('textbox', { name: 'Aporte mensual (CLP)' }).fill('150.000');
        await page.getByRole('button', { name: 'Continuar' }).click();
        await expect(page).toHaveURL(/\/goals\/new\?paso=resumen$/);
      }
    };
    for (const step of ['plan', 'resumen'] as const) {
      await toStep(step);
      await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(page, step).toHaveURL(/\/dashboard$/);
    }

    await toStep('resumen');
    await failNextCalls(page, 'api/goals', 503, 1, 'POST');
    const create = page.getByRole('button', { name: 'Crear meta' });
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

  test('a company (Inversiones Andes SpA) deposits and rescues: both en proceso on its goal', async ({
    page,
  }) => {
    await signInAs(page, 'Inversiones Andes SpA');
    await (await toReview(page, '201', '10.000.000')).click();
    await expect(page.getByTestId('deposit-done')).toContainText(
      'Tu depósito de $10.000.000 a Excedentes de caja quedó en proceso.',
    );
    await page.goto('./rescue/201');
    await page.getByRole('radio', { name: /^Una parte/ }).check();
    await page.getByRole('textbox', { name: 'Monto a rescatar (CLP)' }).fill('5.000.000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('radio', { name: /Banco/ }).first().check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar rescate' }).click();
    await expect(page.getByTestId('rescue-done')).toContainText(
      'Tu rescate de $5.000.000 desde Excedentes de caja quedó en proceso.',
    );
    await page.goto('./goals/201');
    const movements = page.locator('#movements').getByRole('listitem');
    await expect(movements.filter({ hasText: /Depósito.*\+\$10\.000\.000.*En proceso/ })).toHaveCount(1);
    await expect(movements.filter({ hasText: /Rescate.*-\$5\.000\.000.*En proceso/ })).toHaveCount(1);
  });

  test('the US brokerage’s activation: close goes back to where it was opened, or home', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './ibkr');
    await page.getByRole('link', { name: 'Activar mi cuenta' }).click();
    await expect(page).toHaveURL(/\/ibkr\/activate$/);
    await expect(page.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/dashboard');
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page).toHaveURL(/\/ibkr$/);
    // Opened from a link outside the portal: nothing of ours to go back to.
    await page.goto('./ibkr/activate');
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('know your client: a failed save keeps the declaration; a double click saves it once', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './kyc');
    await declareKyc(page, 'Arquitecta');
    const profession = page.getByRole('textbox', { name: 'Profesión u oficio' });
    await failNextCalls(page, 'api/kyc', 503, 1, 'PUT');
    const save = page.getByRole('button', { name: 'Guardar declaración' });
    await save.click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos guardar tu declaración. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(profession).toHaveValue('Arquitecta');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    const saves = requestsTo(page, /\/api\/kyc$/, 'PUT');
    await save.dblclick();
    await expect(page.getByTestId('kyc-saved')).toBeVisible();
    expect(saves).toHaveLength(1);
  });

  test('the identity card: a failed check keeps both fields; a double click checks once', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const { rut, serial } = await openIdentityCard(page);
    await rut.fill('16543210k');
    await serial.fill('123.456.789');
    await failNextCalls(page, 'api/identity/card', 503, 1, 'POST');
    const validate = page.getByRole('button', { name: 'Validar' });
    await validate.click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos validar tu cédula ahora. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(rut).toHaveValue('16.543.210-K');
    await expect(serial).toHaveValue(/^123\.?456\.?789$/);
    const checks = requestsTo(page, /\/api\/identity\/card$/);
    await validate.dblclick();
    await expect(page.getByTestId('ci-validated')).toContainText('Validamos tu cédula.');
    expect(checks).toHaveLength(1);
  });

  test('the contract: a failed acceptance keeps the tick; the retry accepts it', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './contract');
    const tick = page.getByRole('checkbox', { name: /Leí y acepto/ });
    await tick.check();
    await failNextCalls(page, 'api/contract/acceptance', 503, 1, 'POST');
    const accept = page.getByRole('button', { name: 'Aceptar contrato' });
    await accept.click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos registrar tu aceptación. Inténtalo de nuevo.',
    );
    await expect(tick).toBeChecked();
    await accept.click();
    await expect(page.getByTestId('contract-accepted')).toContainText('Aceptaste la versión 2026.2');
  });

  test('opening an account: a failed sign-up keeps every field, the password too', async ({ page }) => {
    await page.goto('./register');
    const fields = {
      Nombre: 'Josefa',
      Apellidos: 'Araya Pinto',
      RUT: '19.876.543-0',
      Correo: 'josefa.araya@example.cl',
    };
    for (const [name, value] of Object.entries(fields))
      await page.getByRole('textbox', { name, exact: true }).fill(value);
    await page.getByLabel('Contraseña', { exact: true }).fill('Volcanes2026');
    await page.getByRole('checkbox', { name: /Acepto los/ }).check();
    await failNextCalls(page, 'api/registrations', 503, 1, 'POST');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos crear tu cuenta ahora. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    for (const [name, value] of Object.entries(fields))
      await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue(value);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('Volcanes2026');
    await expect(page.getByRole('checkbox', { name: /Acepto los/ })).toBeChecked();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByTestId('registration-sent')).toContainText('josefa.araya@example.cl');
  });
});

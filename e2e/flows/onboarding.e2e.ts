import { expect, expectNoAxeViolations, failNextCalls, signInAs, test } from '../fixtures.ts';
import {
  continueButton,
  declareKyc,
  errorSummary,
  openIdentityCard,
  requestsTo,
  walkNewGoal,
} from './walk.ts';

test.describe('opening the account: identity card, know your client, contract (docs/RULES.md#onboarding-tasks)', () => {
  test('the contract (docs/RULES.md#contract): read, accepted once, and still accepted after a reload', async ({
    page,
  }) => {
    await signInAs(page, 'Valentina Pérez Lagos', './contract');
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

  test('the contract: an open account accepted the version in force, and is not asked again', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './contract');
    await expect(page.getByTestId('contract-accepted')).toHaveText(
      'Aceptaste la versión 2026.2 el 8 de septiembre de 2026. Te avisaremos con 30 días de anticipación si cambia.',
    );
    await expect(page.getByRole('checkbox', { name: /Leí y acepto/ })).toHaveCount(0);
  });

  test('the contract: a failed acceptance keeps the tick; the retry accepts it', async ({ page }) => {
    await signInAs(page, 'Valentina Pérez Lagos', './contract');
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

  test('the identity card (docs/RULES.md#identity-card): checked on the page and by the server, field by field', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    const { rut, serial } = await openIdentityCard(page);
    // Her card is validated already: the form is there for a renewed one.
    await expect(page.getByTestId('ci-already-validated')).toHaveText(
      'Tu cédula ya está validada. Si la renovaste, ingresa aquí los datos de la nueva.',
    );
    await rut.fill('15.987.654-3');
    await serial.fill('123.456.789');
    await page.getByRole('button', { name: 'Validar' }).click();
    await expect(rut).toHaveAccessibleDescription(/Ese RUT no es el de tu cuenta\.$/);
    await expect(errorSummary(page)).toBeFocused();
    await expectNoAxeViolations(page, '/validateci (an error)');
    await rut.fill('16543210k');
    await page.getByRole('button', { name: 'Validar' }).click();
    await expect(page.getByTestId('ci-validated')).toContainText('Validamos tu cédula.');
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

  test('know your client (docs/RULES.md#know-your-client): declared, saved, and there again after a reload', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './kyc');
    await page.getByRole('button', { name: 'Guardar declaración' }).click();
    await expect(errorSummary(page)).toBeFocused();
    await errorSummary(page).getByRole('link', { name: 'Ingresa tu profesión u oficio.' }).click();
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

  test('know your client: what is typed and not yet saved survives a reload, and is forgotten once saved', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './kyc');
    const profession = page.getByRole('textbox', { name: 'Profesión u oficio' });
    await declareKyc(page, 'Arquitecta');
    await page.reload();
    await expect(profession).toHaveValue('Arquitecta', { timeout: 15_000 });
    await expect(page.getByRole('combobox', { name: 'Origen de tus fondos' })).toHaveValue('salary');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.getByRole('button', { name: 'Guardar declaración' }).click();
    await expect(page.getByTestId('kyc-saved')).toBeVisible();
    const kept = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith('portal.typing./kyc')),
    );
    expect(kept).toEqual([]);
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

  test('no goal before the account opens: /goals offers none, /goals/start leads to the registration', async ({
    page,
  }) => {
    await signInAs(page, 'Valentina Pérez Lagos', './goals');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis metas' })).toBeVisible();
    await expect(
      page.getByText('Aún no tienes metas. Cuando completes tu registro podrás crear la primera.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nueva meta' })).toHaveCount(0);
    await expect(
      page.locator('#goals-list').getByRole('link', { name: 'Continuar mi registro' }),
    ).toBeVisible();
    await page.goto('./goals/start');
    const registering = page.getByRole('region', { name: 'Completa tu registro' });
    await expect(registering).toContainText('Vas en el paso 2 de 3.');
    await expect(page.getByRole('form')).toHaveCount(0);
    await expectNoAxeViolations(page, '/goals/start (still registering)');
    await registering.getByRole('link', { name: 'Continuar mi registro' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('the declaration and the contract move Valentina to step FOURTH, and "Mi cuenta" opens', async ({
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
    const depa = { category: 'Vivienda', title: 'Pie para el depa', target: '12.000.000', month: '2031-12' };
    const create = await walkNewGoal(page, depa, { to: 'plan', path: '/goals/start', navigate: false });
    await expect(page.getByTestId('goal-start-steps')).toHaveCount(0);
    await expectNoAxeViolations(page, '/goals/start?paso=plan');
    await continueButton(page).click();
    await create.click();
    await expect(page.getByTestId('goal-done')).toContainText('Tu meta «Pie para el depa» está lista.');
    await page.goto('./onboarding');
    await expect(page.getByTestId('onboarding-progress')).toHaveText('Tu registro está completo');
  });
});

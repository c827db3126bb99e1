import { expect, expectNoAxeViolations, failNextCalls, signInAs, test } from '../fixtures.ts';
import { closeButton, errorSummary } from './walk.ts';

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
    await expect(errorSummary(page)).toBeFocused();
    await rut.fill('16.543.210-K');
    await expect(rut).toHaveAccessibleDescription(/Ese RUT es de una persona: ingresa el de la empresa\.$/);
    await rut.fill('76.543.210-3');
    await page.getByRole('textbox', { name: 'Razón social' }).fill('Ferretería Los Andes SpA');
    await page
      .getByRole('combobox', { name: 'Tu cargo en la empresa' })
      .selectOption({ label: 'Gerente general' });
    await save.click();
    await expect(rut).toHaveAccessibleDescription(/Esta empresa ya tiene cuenta con nosotros/);
    await expect(errorSummary(page)).toBeFocused();
    await expect(errorSummary(page)).toContainText('Esta empresa ya tiene cuenta con nosotros');
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
    // Not saved yet, what was typed survives a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Av. Providencia 1234', {
      timeout: 15_000,
    });
    await expect(page.getByRole('combobox', { name: 'Región' })).toHaveValue('Metropolitana de Santiago');
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
      await closeButton(page).click();
      await expect(page, path).toHaveURL(target);
    }
  });
});

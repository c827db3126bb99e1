import type { Locator, Page } from '@playwright/test';
import { nextCharge } from '../../packages/platform/src/contracts/scheduledDeposit.ts';
import { addFault, expect, signInAs, test } from '../fixtures.ts';
import { codeField, codeFromInbox, confirmWithCode, continueButton, errorSummary } from './walk.ts';

/** "lunes, 7 de diciembre": a day as the pages write it (platform dayLabel). */
const dayWords = (day: string) =>
  new Intl.DateTimeFormat('es-CL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
/** "lunes 7 de diciembre": the same day inside a sentence, after "el" (platform dayInSentence). */
const inSentence = (words: string) => words.replace(/^(\p{L}+), /u, '$1 ');
/** "Cancelar aporte" on Casa propia's card, confirmed in the dialog that asks first. */
async function cancelOnTheCard(page: Page, card: Locator) {
  await card.getByRole('button', { name: 'Cancelar aporte' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Cancelar tu aporte automático a Casa propia?' })
    .getByRole('button', { name: 'Sí, cancelar' })
    .click();
}
const chileToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

test.describe('scheduled deposits (docs/RULES.md#scheduled-deposits)', () => {
  test("Camila's on Casa propia: the dashboard and the goal agree; changed with a code, paused, resumed, cancelled", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The 5th of each month, charged the next business day when the 5th is closed: the rule's day.
    const next = dayWords(
      nextCharge({ frequency: 'monthly', day: 5, anchorOn: '2025-03-05' }, chileToday()).chargeOn,
    );
    await signInAs(page, 'Camila Rojas Fuentes');
    const onDashboard = page.getByRole('region', { name: 'Aportes automáticos' });
    await expect(onDashboard.getByRole('listitem')).toHaveText(
      `Casa propia$150.000 el 5 de cada mesPróximo cargo: ${next}.`,
    );
    await expect(onDashboard.getByTestId('schedules-total')).toHaveText(
      'En total aportas cerca de $150.000 al mes.',
    );

    await onDashboard.getByRole('link', { name: 'Casa propia' }).click();
    await expect(page).toHaveURL(/\/goals\/101#scheduled-deposit$/);
    const card = page.getByRole('region', { name: 'Aporte automático' });
    await expect(card.getByTestId('schedule-terms')).toHaveText(
      '$150.000 el 5 de cada mes, desde Banco de Chile •••• 4521.',
    );
    await expect(card.getByTestId('schedule-next')).toContainText(`Próximo cargo: ${next}.`);
    const outlook = card.getByTestId('schedule-outlook');
    await expect(outlook).toContainText(
      'Con tu aporte automático ($150.000 al mes), en marzo de 2030 tendrías cerca de',
    );
    const before = Number(
      (await outlook.textContent())?.match(/cerca de \$([\d.]+)/)?.[1]?.replace(/\./g, ''),
    );

    // A change, from the schedule as it is, confirmed with the code from the inbox.
    await card.getByRole('link', { name: 'Cambiar' }).click();
    await expect(page).toHaveURL(/\/scheduled-deposit\/101$/);
    const amount = page.getByRole('textbox', { name: 'Monto de cada aporte (CLP)' });
    await expect(amount).toHaveValue('150.000');
    await amount.fill('200.000');
    await continueButton(page).click();
    await expect(
      page.getByRole('radio', { name: 'Banco de Chile · Cuenta corriente •••• 4521' }),
    ).toBeChecked();
    await continueButton(page).click();
    await expect(page.getByTestId('summary-amount')).toHaveText('$200.000');
    await confirmWithCode(page, 'Confirmar el cambio');
    await expect(page.getByTestId('schedule-done')).toContainText(`Próximo cargo: ${next}.`);
    await page.getByRole('link', { name: 'Volver a Casa propia' }).click();
    await expect(card.getByTestId('schedule-terms')).toHaveText(
      '$200.000 el 5 de cada mes, desde Banco de Chile •••• 4521.',
    );
    await expect(outlook).toContainText('($200.000 al mes)');
    const after = Number(
      (await outlook.textContent())?.match(/cerca de \$([\d.]+)/)?.[1]?.replace(/\./g, ''),
    );
    expect(after).toBeGreaterThan(before);

    // Paused: no charge, the outlook without it; resumed: the same next charge; cancelled after asking.
    await card.getByRole('button', { name: 'Pausar' }).click();
    await expect(card.getByTestId('schedule-changed')).toBeFocused();
    await expect(card.getByTestId('schedule-next')).toHaveText(
      'Pausado: no cargaremos tu aporte hasta que lo reanudes.',
    );
    await expect(outlook).toContainText('Sin aportes, en marzo de 2030');
    await card.getByRole('button', { name: 'Reanudar' }).click();
    await expect(card.getByTestId('schedule-changed')).toHaveText(
      `Reanudaste tu aporte automático: el próximo cargo es el ${inSentence(next)}.`,
    );
    await cancelOnTheCard(page, card);
    await expect(card.getByTestId('schedule-changed')).toHaveText('Cancelaste tu aporte automático.');
    await expect(card.getByRole('link', { name: 'Programar aporte automático' })).toBeVisible();
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const inbox = page.getByRole('region', { name: 'Notificaciones' });
    for (const title of [
      'Cancelaste tu aporte automático',
      'Reanudaste tu aporte automático',
      'Pausaste tu aporte automático',
      'Cambiaste tu aporte automático',
    ])
      await expect(inbox).toContainText(title);
    await page.keyboard.press('Escape');
    await page.goto('./dashboard');
    await expect(onDashboard).toContainText('No tienes aportes automáticos.');
  });

  test('a cancel whose answer is lost is said as done, and is done after a reload', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './goals/101');
    const card = page.getByRole('region', { name: 'Aporte automático' });
    await expect(card.getByTestId('schedule-terms')).toBeVisible({ timeout: 15_000 });
    await addFault(page, {
      path: 'api/goals/101/scheduled-deposit',
      method: 'DELETE',
      times: 1,
      fault: { kind: 'lostAnswer' },
    });
    await cancelOnTheCard(page, card);
    await expect(card.getByTestId('schedule-changed')).toHaveText('Cancelaste tu aporte automático.');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Programar aporte automático' })).toBeVisible();
    await page.reload();
    await expect(card.getByRole('link', { name: 'Programar aporte automático' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('a new one for Viaje a Japón: refused terms and a mandate in another name, a wrong code, then done', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes');
    await page
      .getByRole('region', { name: 'Aportes automáticos' })
      .getByRole('link', { name: 'Programar un aporte automático' })
      .click();
    await expect(page).toHaveURL(/\/scheduled-deposit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '¿En qué meta quieres un aporte automático?',
    );
    await page
      .getByRole('main')
      .getByRole('link', { name: /Viaje a Japón/ })
      .click();
    await expect(page).toHaveURL(/\/scheduled-deposit\/103$/);

    const amount = page.getByRole('textbox', { name: 'Monto de cada aporte (CLP)' });
    await amount.fill('5.000');
    await continueButton(page).click();
    await expect(errorSummary(page)).toBeFocused();
    await expect(amount).toHaveAccessibleDescription(/El mínimo es \$10\.000\.$/);
    await expect(page.getByRole('combobox', { name: 'Día del cargo' })).toHaveAccessibleDescription(
      /Elige un día entre el 1 y el 28\.$/,
    );
    await amount.fill('60.000');
    await page.getByRole('radio', { name: /^Cada dos semanas/ }).check();
    await page.getByRole('combobox', { name: 'Día del cargo' }).selectOption({ label: 'Día 10' });
    await expect(page.getByTestId('schedule-charges')).toContainText(
      'Si lo programas hoy, el primer cargo es el',
    );
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?paso=cuenta$/);

    await page.getByRole('radio', { name: /Otra cuenta a mi nombre/ }).check();
    await page.getByRole('combobox', { name: 'Banco' }).selectOption({ label: 'Banco BCI' });
    await page.getByRole('combobox', { name: 'Tipo de cuenta' }).selectOption({ label: 'Cuenta corriente' });
    await page.getByRole('textbox', { name: 'Número de cuenta' }).fill('77-889-900');
    const rut = page.getByRole('textbox', { name: 'RUT del titular' });
    await rut.fill('15.987.654-3');
    await continueButton(page).click();
    await expect(rut).toHaveAccessibleDescription(
      /El mandato debe ser de una cuenta a tu nombre \(RUT 16\.543\.210-K\)\.$/,
    );
    await rut.fill('16.543.210-K');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?paso=resumen$/);
    await expect(page.getByTestId('summary-frequency')).toHaveText('Cada dos semanas, desde el día 10');
    await expect(page.getByTestId('schedule-charges').getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Confirmar aporte automático' }).click();
    // The code is sent (the field takes the focus) before its email is looked for: on a busy machine
    // the inbox was opened before the send was answered, and its list came after the wait.
    await expect(codeField(page)).toBeFocused();
    const right = await codeFromInbox(page);
    await codeField(page).fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmar aporte automático' }).click();
    await expect(codeField(page)).toHaveAccessibleDescription(
      /El código no es correcto\. Te quedan 2 intentos\.$/,
    );
    await codeField(page).fill(right);
    await page.getByRole('button', { name: 'Confirmar aporte automático' }).click();
    await expect(page.getByTestId('schedule-done')).toContainText(
      'Tu aporte automático de $60.000 a Viaje a Japón quedó programado: cada dos semanas, desde el día 10, desde Banco BCI •••• 9900.',
    );

    await page.goto('./dashboard');
    const onDashboard = page.getByRole('region', { name: 'Aportes automáticos' });
    await expect(onDashboard.getByRole('listitem')).toHaveCount(2);
    // $150.000 a month and $60.000 every two weeks (26 a year): $280.000.
    await expect(onDashboard.getByTestId('schedules-total')).toHaveText(
      'En total aportas cerca de $280.000 al mes.',
    );
  });
});

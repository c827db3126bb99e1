import type { Page } from '@playwright/test';
import {
  addFault,
  expect,
  failNextCalls,
  idpUrl,
  signInAs,
  signInThroughProvider,
  test,
} from '../fixtures.ts';
import type { Fault, MockWindow } from '../mockWindow.ts';
import { closeButton, continueButton, fillNewAccount, requestsTo, walkDeposit, walkRescue } from './walk.ts';

// Nothing typed is lost (docs/RULES.md#steps-and-drafts): a step's fields are kept as they are typed,
// so a reload, a session that ended or leaving the page gives them back; an order answered after
// the client left does not pull them back.

/** Reloads and waits for the step's heading again. */
async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
}

test.describe('what is typed and not yet sent survives a reload', () => {
  test('the rescue: a part typed, then the whole new account form', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './rescue/103');
    await page.getByRole('radio', { name: /^Una parte/ }).check();
    const amount = page.getByRole('textbox', { name: 'Monto a rescatar (CLP)' });
    await amount.fill('25.000');
    await reload(page);
    await expect(page.getByRole('radio', { name: /^Una parte/ })).toBeChecked();
    await expect(amount).toHaveValue('25.000');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\?paso=cuenta$/);
    await fillNewAccount(page);
    await reload(page);
    await expect(page.getByRole('radio', { name: /Otra cuenta a mi nombre/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Banco' })).toHaveValue('016');
    await expect(page.getByRole('textbox', { name: 'Número de cuenta' })).toHaveValue('77-889-900');
    await expect(page.getByRole('textbox', { name: 'RUT del titular' })).toHaveValue('16.543.210-K');
    await continueButton(page).click();
    await expect(page.getByTestId('summary-amount')).toHaveText('$25.000');
  });

  test('the new goal and the scheduled deposit: the first step as typed', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './goals/new');
    await page.getByRole('radio', { name: 'Viaje' }).check();
    await page.getByRole('textbox', { name: 'Nombre de la meta' }).fill('Viaje a Chiloé');
    await page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (CLP)' }).fill('1.500.000');
    await reload(page);
    await expect(page.getByRole('radio', { name: 'Viaje' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Nombre de la meta' })).toHaveValue('Viaje a Chiloé');
    await expect(page.getByRole('textbox', { name: '¿Cuánto quieres juntar? (CLP)' })).toHaveValue(
      '1.500.000',
    );

    await page.goto('./scheduled-deposit/103');
    const amount = page.getByRole('textbox', { name: /Monto de cada aporte/ });
    await amount.fill('60.000');
    await reload(page);
    await expect(amount).toHaveValue('60.000');
  });
});

test('a session that ends mid-rescue: signing in again returns to the step, with the draft', async ({
  page,
}) => {
  await signInThroughProvider(page, 'Camila Rojas Fuentes');
  await walkRescue(page, '103', { to: 'cuenta', amount: '25.000' });
  await fillNewAccount(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\?paso=resumen$/);
  // The API refuses the token, and again after the renewal: the session is over. Refused are its
  // POSTs, REST and RPC alike: the code's send, then the client's data asked again with the new
  // token. The pages' GETs go on (the maintenance check, 1 s after the page starts, would otherwise
  // end the session before the click or, if it came before the fault, leave nothing refused after).
  await failNextCalls(page, 'api/', 401, undefined, 'POST');
  await failNextCalls(page, 'rpc/', 401, undefined, 'POST');
  await page.getByRole('button', { name: 'Confirmar rescate' }).click();
  await expect(page.getByRole('heading', { name: 'Tu sesión expiró' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('session-flow-kept')).toHaveText(
    'Guardamos lo que llevabas en este paso: al iniciar sesión de nuevo vuelves aquí, con tus datos.',
  );
  await page.evaluate(() => (window as MockWindow).__portalMocks?.faults.clear());
  await page.getByRole('button', { name: 'Iniciar sesión de nuevo' }).click();
  // The provider still knows Camila (its own session outlived the portal's): straight back.
  await page.waitForURL((url) => url.href.startsWith(idpUrl) || url.pathname.endsWith('/rescue/103'));
  if (page.url().startsWith(idpUrl)) await page.getByRole('button', { name: /Camila Rojas Fuentes/ }).click();
  await expect(page).toHaveURL(/\/rescue\/103\?paso=resumen$/, { timeout: 15_000 });
  await expect(page.getByTestId('summary-amount')).toHaveText('$25.000');
  await expect(page.getByTestId('summary-account')).toContainText('Banco BCI');
});

/**
 * Camila's deposit of $345.000 to Casa propia, confirmed with `fault` on its order, then left with
 * "Cerrar" while it is on its way: she is on the goal's summary when the answer comes.
 */
async function leaveWhileConfirming(page: Page, fault: Fault) {
  await signInAs(page, 'Camila Rojas Fuentes');
  const confirm = await walkDeposit(page, '101', { to: 'resumen', amount: '345.000' });
  await addFault(page, { path: 'api/goals/101/deposits', method: 'POST', times: 1, fault });
  await confirm.click();
  await expect(page.getByRole('button', { name: 'Confirmando…' })).toBeVisible();
  await closeButton(page).click();
  await expect(page).toHaveURL(/\/goals\/101#summary$/);
}

test('left while the deposit was confirming: the answer does not pull the client back; a toast links to the receipt', async ({
  page,
}) => {
  await leaveWhileConfirming(page, { kind: 'delay', ms: 2_000 });
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Tu orden quedó registrada mientras navegabas.', { timeout: 10_000 });
  await expect(page).toHaveURL(/\/goals\/101#summary$/);
  await toast.getByRole('button', { name: 'Ver comprobante' }).click();
  await expect(page).toHaveURL(/\/deposit\/101\?paso=listo$/);
  await expect(page.getByTestId('deposit-done')).toContainText('Tu depósito de $345.000 a Casa propia');
});

test('left while the deposit was confirming, and it failed: a toast says so and leads back; the retry places one', async ({
  page,
}) => {
  await leaveWhileConfirming(page, { kind: 'status', status: 503, afterMs: 2_000 });
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Tu orden no quedó registrada: falló mientras estabas en otra página.', {
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/goals\/101#summary$/);
  const deposits = requestsTo(page, /\/api\/goals\/101\/deposits$/);
  await toast.getByRole('button', { name: 'Volver a la orden' }).click();
  await expect(page).toHaveURL(/\/deposit\/101\?paso=resumen$/);
  await expect(page.getByTestId('deposit-summary-amount')).toHaveText('$345.000');
  await page.getByRole('button', { name: 'Confirmar depósito' }).click();
  await expect(page.getByTestId('deposit-done')).toContainText('Tu depósito de $345.000 a Casa propia');
  expect(deposits).toHaveLength(1);
});

test('what Camila typed is hers: Benjamín signing in in the same tab starts a new goal empty', async ({
  page,
}) => {
  await signInAs(page, 'Camila Rojas Fuentes', './goals/new');
  const title = page.getByRole('textbox', { name: 'Nombre de la meta' });
  await title.fill('Viaje a Chiloé');
  await reload(page);
  await expect(title).toHaveValue('Viaje a Chiloé');
  await signInAs(page, 'Benjamín Silva Contreras', './goals/new');
  await expect(title).toHaveValue('');
});

import type { Page, Request } from '@playwright/test';
import { clientCodes } from '@portal/mocks/personas';
import {
  clippedText,
  doubleText,
  overlayStyle,
  pastTheRightEdge,
  smallTargets,
  textSpacing,
} from './a11yChecks.ts';
import { expect, expectNoAxeViolations, faultCallsFromStart, idpUrl, signInAs, test } from './fixtures.ts';

type Layout = 'bp' | 'step' | 'empty';

/** Which layout is on screen: the main menu (bp), the step header's close button (step), or neither. */
async function expectLayout(page: Page, layout: Layout) {
  const mainMenu = page.getByRole('navigation', { name: 'Menú principal' });
  const close = page.getByRole('button', { name: 'Cerrar', exact: true });
  await expect(mainMenu).toHaveCount(layout === 'bp' ? 1 : 0);
  await expect(close).toHaveCount(layout === 'step' ? 1 : 0);
}

/** To a path inside the app, as a client clicking through does (a reload per path would triple the time). */
function moveInApp(page: Page, path: string) {
  return page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

// Every path of docs/RULES.md#routes-and-layouts for a signed-in client (Camila): its own page (h1), its layout, and axe.
const routes: [path: string, heading: string | RegExp, layout: Layout][] = [
  ['/register', 'Ya tienes una cuenta', 'empty'],
  ['/auth', 'Ya iniciaste sesión', 'empty'],
  ['/download-app', 'Descarga nuestra app', 'empty'],
  ['/confirmation', '¡Listo! Recibimos tu solicitud', 'step'],
  ['/validateci', 'Valida tu cédula de identidad', 'empty'],
  ['/blog', 'Blog', 'empty'],
  ['/kyc', 'Conoce a tu cliente', 'empty'],
  ['/companies', 'Cambiar usuario', 'empty'],
  ['/contract', 'Tu contrato', 'step'],
  ['/rescue', '¿De qué meta quieres rescatar?', 'step'],
  ['/rescue/101', 'Rescatar', 'step'],
  ['/deposit', '¿En qué meta quieres depositar?', 'step'],
  ['/deposit/101', 'Depositar', 'step'],
  ['/scheduled-deposit', '¿En qué meta quieres un aporte automático?', 'step'],
  ['/scheduled-deposit/101', 'Aporte automático', 'step'],
  ['/change-portfolio', 'Cambiar portafolio', 'step'],
  ['/onboarding', 'Tu registro', 'step'],
  ['/schedule-advisor', 'Agenda con un asesor', 'step'],
  ['/dashboard', 'Hola, Cami', 'bp'],
  ['/dashboard/activities', 'Actividad general', 'bp'],
  ['/general-balance', 'Balance general', 'bp'],
  ['/referral', 'Invita a tus amigos', 'bp'],
  ['/entity', 'Mi empresa', 'bp'],
  ['/entity/activate', 'Invierte como empresa', 'bp'],
  ['/entity/new', 'Registra tu empresa', 'step'],
  ['/entity/onboarding/datos', 'Datos de la empresa', 'step'],
  ['/goals', 'Mis metas', 'bp'],
  ['/goals/101', 'Casa propia', 'bp'],
  ['/goals/new', 'Nueva meta', 'step'],
  ['/goals/start', 'Comienza a invertir', 'step'],
  ['/insurances', 'Mis seguros', 'bp'],
  ['/insurances/501', 'Seguro de vida con ahorro', 'bp'],
  ['/discover', 'Descubrir', 'bp'],
  ['/pending-transaction-notifications', 'Transacciones pendientes', 'bp'],
  ['/short-term-invest', 'Inversión de corto plazo', 'bp'],
  ['/short-term-invest-plus', 'Inversión de corto plazo Plus', 'bp'],
  ['/short-term-invest-dollars', 'Dólares de corto plazo', 'bp'],
  ['/short-term-invest-dollars-plus', 'Dólares de corto plazo Plus', 'bp'],
  ['/dollarbox', 'Caja Moneda', 'bp'],
  ['/ibkr', 'Invierte en EE.UU.', 'bp'],
  ['/ibkr/activate', 'Activa tu cuenta en EE.UU.', 'step'],
  ['/advisor', 'Asesoría', 'bp'],
  ['/pricing', 'Costos', 'bp'],
  ['/profile', 'Mi cuenta', 'bp'],
  ['/maintenance', /mantenci/i, 'empty'],
];

test.describe('every route of docs/RULES.md#route-table (signed in as Camila)', () => {
  // Two halves, so the two workers share them.
  const half = Math.ceil(routes.length / 2);
  for (const [index, part] of [routes.slice(0, half), routes.slice(half)].entries()) {
    test(`reaches its own page, in its layout, with no axe violation (part ${index + 1})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signInAs(page, 'Camila Rojas Fuentes');
      for (const [path, heading, layout] of part) {
        await moveInApp(page, path);
        await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[.?]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expectLayout(page, layout);
        await expectNoAxeViolations(page, path);
      }
    });
  }
});

// The same routes for the other kinds of client, each with a goal of their own where they have one
// (a goal's address that is not theirs shows its "not found" page): a company, a client still
// registering, a client with dollars invited to the US brokerage, a representative of three
// companies, and an administrator with no goals. Each page as that client sees it, its data in,
// checked by axe. (Matías, whose risk profile asks to be confirmed in a dialog over every page, is
// checked in that dialog by its own tests.)
const otherPersonas = [
  ['Inversiones Andes SpA', '201'],
  ['Valentina Pérez Lagos', '101'],
  ['Benjamín Silva Contreras', '701'],
  ['Francisca Soto Morales', '301'],
  ['Ignacio Muñoz Tapia', '101'],
] as const;

test.describe('every route, for every other kind of client, with no axe violation', () => {
  for (const [persona, goalId] of otherPersonas) {
    const theirs = routes.map(([path]) => path.replace(/\/101$/, `/${goalId}`));
    const half = Math.ceil(theirs.length / 2);
    for (const [index, part] of [theirs.slice(0, half), theirs.slice(half)].entries()) {
      test(`${persona} (part ${index + 1})`, async ({ page }) => {
        test.setTimeout(120_000);
        await signInAs(page, persona);
        for (const path of part) {
          // Their headings are their own ("Hola, Vale"): the page is in once the browser's title,
          // which names each page by its heading, is the new page's.
          const before = await page.title();
          await moveInApp(page, path);
          await expect(page, path).not.toHaveTitle(before);
          const heading = page.getByRole('main').getByRole('heading', { level: 1 });
          await expect(page, path).toHaveTitle(`${await heading.textContent()} · Portal`);
          await expect(page.locator('[data-loading]'), path).toHaveCount(0);
          await expectNoAxeViolations(page, `${path} as ${persona}`);
        }
      });
    }
  }
});

test.describe('every route reflows at 320 px (WCAG 1.4.10: a phone at 400 % zoom)', () => {
  // Two halves, so the two workers share them; the same in-app moves as above, no axe.
  const half = Math.ceil(routes.length / 2);
  for (const [index, part] of [routes.slice(0, half), routes.slice(half)].entries()) {
    test(`no page scrolls sideways once its data is in (part ${index + 1})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 320, height: 720 });
      await signInAs(page, 'Camila Rojas Fuentes');
      for (const [path, heading] of part) {
        await moveInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.locator('[data-loading]'), path).toHaveCount(0);
        // Past the right edge: what the page scrolls sideways for, or what a container cuts off.
        // A region that scrolls on its own (a table of figures) may be wider: it is allowed.
        expect(await pastTheRightEdge(page), `${path}: past the right edge at 320 px`).toEqual([]);
      }
    });
  }
});

test.describe('every route by what it draws (docs/ACCESSIBILITY.md): targets, text spacing, text at 200 %', () => {
  // Two halves, so the two workers share them; the same in-app moves as above.
  const half = Math.ceil(routes.length / 2);
  for (const [index, part] of [routes.slice(0, half), routes.slice(half)].entries()) {
    test(`targets of 24 px, nothing lost with wider text spacing or text at 200 % (part ${index + 1})`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await signInAs(page, 'Camila Rojas Fuentes');
      for (const [path, heading] of part) {
        await moveInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.locator('[data-loading]'), path).toHaveCount(0);
        // WCAG 2.5.8: every target 24 by 24 px, or room around it.
        expect(await smallTargets(page), `${path}: targets under 24 px`).toEqual([]);
        // WCAG 1.4.12: a client's own spacing loses no text.
        const spaced = await overlayStyle(page, textSpacing);
        expect(await clippedText(page), `${path}: text cut off with wider spacing`).toEqual([]);
        await spaced();
        // WCAG 1.4.4: text at twice its size loses nothing and does not scroll sideways.
        const doubled = await overlayStyle(page, doubleText);
        expect(await clippedText(page), `${path}: text cut off at 200 %`).toEqual([]);
        expect(await pastTheRightEdge(page), `${path}: past the right edge at 200 %`).toEqual([]);
        await doubled();
      }
    });
  }
});

test.describe('public routes, unknown paths and layouts (docs/RULES.md#route-table)', () => {
  test('public routes open signed out: no trip to the provider', async ({ page }) => {
    for (const [path, heading] of [
      ['/register', 'Abre tu cuenta'],
      ['/auth', 'Ingresa a tu portal'],
      ['/download-app', 'Descarga nuestra app'],
      ['/confirmation', '¡Listo! Recibimos tu solicitud'],
    ] as const) {
      await page.goto(`.${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      expect(page.url(), path).not.toContain(idpUrl);
    }
    // From a public page into a guarded one: now the client signs in, and comes back there.
    await page.goto('./auth');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
    await page.getByRole('button', { name: /Camila Rojas Fuentes/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown path goes to the redirect-to page, which names it and leads home', async ({ page }) => {
    await page.goto('./no-existe/para-nada?x=1');
    await expect(page).toHaveURL(/\/redirect-to\?from=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
    await expect(page.getByRole('main')).toContainText('/no-existe/para-nada?x=1');
    expect(page.url()).not.toContain(idpUrl);
    await expectNoAxeViolations(page, '/redirect-to');
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    // Home needs a session: the provider, then the dashboard.
    await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
  });

  test('a guarded deep link keeps its query and fragment through sign-in', async ({ page }) => {
    await page.goto('./goals/101?vista=resumen#summary');
    await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`));
    await page.getByRole('button', { name: /Camila Rojas Fuentes/ }).click();
    await expect(page).toHaveURL(/\/goals\/101\?vista=resumen#summary$/);
    await expect(page.getByRole('region', { name: 'Resumen' })).toContainText('$12.450.000');
  });

  test('?layout= overrides the route’s layout; a wrong value is ignored', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    for (const [path, layout] of [
      ['/dashboard?layout=empty', 'empty'],
      ['/dashboard?layout=bpstepsheader', 'step'],
      ['/deposit/101?layout=bp', 'bp'],
      ['/blog?layout=bp', 'bp'],
      ['/dashboard?layout=nada', 'bp'],
    ] as const) {
      await page.goto(`.${path}`);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectLayout(page, layout);
    }
  });
});

test.describe('the step layout (docs/RULES.md#step-layout close rules)', () => {
  test('close follows the rules; the first step shows the logo, later steps a back button', async ({
    page,
  }) => {
    // Ten page loads and a walk: more than the default 30 s on a 2-core CI machine.
    test.setTimeout(90_000);
    await signInAs(page, 'Camila Rojas Fuentes');
    for (const [path, target] of [
      ['/entity/new', /\/dashboard$/],
      ['/entity/onboarding/representante', /\/entity\/activate$/],
      ['/goals/new', /\/dashboard$/],
      ['/goals/start', /\/dashboard$/],
      ['/deposit/101', /\/goals\/101#summary$/],
      ['/rescue/103', /\/goals\/103#summary$/],
      ['/scheduled-deposit/103', /\/goals\/103#scheduled-deposit$/],
      ['/onboarding', /\/dashboard$/],
      ['/schedule-advisor', /\/dashboard$/],
      ['/contract', /\/dashboard$/],
    ] as const) {
      await page.goto(`.${path}`);
      await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await expect(page, path).toHaveURL(target);
    }
    // Goal 101's summary is where deposit's close lands: it is on screen.
    await page.goto('./deposit/101');
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Resumen' })).toBeInViewport();

    // A flow walked step by step: logo first, then back buttons that go back.
    await page.goto('./entity/new');
    await expect(page.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('button', { name: 'Volver' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'RUT de la empresa' }).fill('77.654.321-7');
    await page.getByRole('textbox', { name: 'Razón social' }).fill('Ferretería Los Andes SpA');
    await page
      .getByRole('combobox', { name: 'Tu cargo en la empresa' })
      .selectOption({ label: 'Gerente general' });
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos de la empresa');
    await expect(page.getByText('Paso 2 de 4')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Portal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registra tu empresa');
    // What was saved is there when the client comes back to the step.
    await expect(page.getByRole('textbox', { name: 'Razón social' })).toHaveValue('Ferretería Los Andes SpA');
  });
});

test.describe('guards per persona (docs/RULES.md#states-and-transitions, #roles-and-permissions)', () => {
  test('onboarding not finished: /profile typed by hand says why it is locked and how to go on', async ({
    page,
  }) => {
    await signInAs(page, 'Valentina Pérez Lagos', './profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi cuenta aún no está disponible');
    await expect(page.getByRole('main')).toContainText('Paso 3');
    await expect(page.getByTestId('signed-in-name')).toHaveCount(0);
    await page.getByRole('link', { name: 'Continuar mi registro' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('main')).toContainText('Vas en el paso 2 de 3');
  });

  test('the footer shows on main pages and not on /profile', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './goals');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('./profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi cuenta');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('/clear removes the stored flags and signs out', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    await page.evaluate((code) => {
      localStorage.setItem('bp-enter-as-id', code);
      localStorage.setItem('bp_is_admin', 'true');
      localStorage.setItem('bp_debug', 'True');
    }, clientCodes.individual);
    await page.goto('./clear');
    // Signed out: the portal's start asks to sign in again.
    await expect(page).toHaveURL(new RegExp(`^${idpUrl}/interaction/`), { timeout: 15_000 });
    await page.goto('./register');
    const flags = await page.evaluate(() =>
      ['bp-enter-as-id', 'bp_is_admin', 'bp_debug', 'bp_access_token'].map((key) =>
        localStorage.getItem(key),
      ),
    );
    expect(flags).toEqual([null, null, null, null]);
  });
});

test.describe('route chunks and scroll (docs/RULES.md#constants-and-limits)', () => {
  test('a page’s chunk loads when its menu link is hovered, before the click', async ({ page }) => {
    // The page's money held back: the idle-time preload waits for it (next test), so a request for
    // the chunk before any history has answered can only be the hover's.
    await faultCallsFromStart(page, '/history', { kind: 'delay', ms: 10_000 });
    let historyAnswered = false;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/history')) historyAnswered = true;
    });
    await signInAs(page, 'Camila Rojas Fuentes');
    const chunk = page.waitForRequest(/\/assets\/InsurancesPage-[\w-]+\.js$/);
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: /Seguros/ })
      .hover();
    await chunk;
    expect(historyAnswered, 'no history had answered yet: the idle-time preload had not begun').toBe(false);
  });

  test('the menu’s pages and the English texts load once the page has its money, never in front of it', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes');
    // The history takes 1.5 s: the browser is idle while it waits, and an idle-time preload would
    // have started its forty requests then, in front of the page's own on a phone network.
    await faultCallsFromStart(page, '/history', { kind: 'delay', ms: 1500 });
    const events: { at: number; what: 'history answered' | 'page preloaded' | 'english asked' }[] = [];
    // Only the reloaded page's: a history the signed-in dashboard asked for can answer after the
    // reload has begun, so only the answers to requests made since then count.
    let reloaded = false;
    const historiesAsked = new Set<Request>();
    page.on('response', (response) => {
      if (historiesAsked.has(response.request())) events.push({ at: Date.now(), what: 'history answered' });
    });
    page.on('request', (request) => {
      if (!reloaded) return;
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/api/portfolio/history')) historiesAsked.add(request);
      if (/\/assets\/InsurancesPage-[\w-]+\.js$/.test(path))
        events.push({ at: Date.now(), what: 'page preloaded' });
      if (path.endsWith('/assets/i18n/en.json')) events.push({ at: Date.now(), what: 'english asked' });
    });
    const preloaded = page.waitForRequest(/\/assets\/InsurancesPage-[\w-]+\.js$/, { timeout: 20_000 });
    reloaded = true;
    await page.reload();
    await expect(page.locator('#balance figure p').first()).toBeVisible({ timeout: 15_000 });
    await preloaded;
    await expect.poll(() => events.some((event) => event.what === 'english asked')).toBe(true);
    const lastHistory = Math.max(...events.filter((e) => e.what === 'history answered').map((e) => e.at));
    expect(events.filter((e) => e.what === 'history answered')).toHaveLength(1);
    for (const event of events.filter((e) => e.what !== 'history answered'))
      expect(event.at, `${event.what} after the last history`).toBeGreaterThanOrEqual(lastHistory);
  });

  /**
   * Camila at the bottom of her goals (390 x 500), then on the last goal's page: where the list was
   * scrolled to, and the page's heading.
   */
  async function fromTheBottomOfTheGoals(page: Page) {
    await page.setViewportSize({ width: 390, height: 500 });
    await signInAs(page, 'Camila Rojas Fuentes', './goals');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Mis metas');
    // The last goal of the list, from the bottom of the page.
    const link = page.locator('#goals-list').getByRole('link', { name: /Caja Moneda/ });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await link.click();
    await expect(heading).toHaveText('Caja Moneda');
    return { before, heading };
  }

  test('back restores the scroll position; a new page starts at the top', async ({ page }) => {
    const { before, heading } = await fromTheBottomOfTheGoals(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(heading).toHaveText('Mis metas');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('after a reload, back still returns to where the client was; the reloaded page starts at the top', async ({
    page,
  }) => {
    const { before, heading } = await fromTheBottomOfTheGoals(page);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.reload();
    await expect(heading).toHaveText('Caja Moneda');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The positions are read from the tab's storage only now, on the step back.
    await page.goBack();
    await expect(heading).toHaveText('Mis metas');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });
});

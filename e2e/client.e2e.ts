import type { Page } from '@playwright/test';
import {
  amountOf,
  expect,
  expectNoAxeViolations,
  failCallsFromStart,
  loseNextAnswers,
  signInAs,
  test,
} from './fixtures.ts';

/** What /discover says the client holds in each product ("Tienes $X en N metas"), by product name. */
async function holdings(page: Page): Promise<Map<string, number>> {
  const cards = page.getByRole('region', { name: 'Productos' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const held = new Map<string, number>();
  for (const card of await cards.all()) {
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const holding = card.getByText(/^Tienes /);
    if ((await holding.count()) > 0)
      held.set(name, amountOf(((await holding.textContent()) ?? '').split(' en ')[0] ?? ''));
  }
  return held;
}

// docs/RULES.md#products-catalogue: the products, the fees, the advisor, referrals, insurance and blog, each agreeing with the rest.
test.describe('products agree with the goals (docs/RULES.md#products-catalogue)', () => {
  for (const persona of ['Camila Rojas Fuentes', 'Inversiones Andes SpA']) {
    test(`as ${persona}: what /discover says they hold adds up to the dashboard total`, async ({ page }) => {
      await signInAs(page, persona);
      const total = amountOf((await page.getByTestId('money-value').textContent()) ?? '');
      await page.goto('./discover');
      const held = await holdings(page);
      expect([...held.values()].reduce((sum, amount) => sum + amount, 0)).toBe(total);
      await expectNoAxeViolations(page, '/discover');
    });
  }

  test("a product's page lists the client's goals in it, their balance and this year's fee at the band's rate", async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './discover');
    const held = await holdings(page);
    await page
      .getByRole('listitem', { name: 'Inversión de corto plazo', exact: true })
      .getByRole('link', { name: 'Ver Inversión de corto plazo', exact: true })
      .click();
    await expect(page).toHaveURL(/\/short-term-invest$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inversión de corto plazo' })).toBeVisible();
    const balance = amountOf((await page.getByTestId('product-balance').textContent()) ?? '');
    expect(balance).toBe(held.get('Inversión de corto plazo'));
    // The goals listed add up to the balance.
    const goals = page.getByRole('region', { name: 'Tus metas en este producto' }).getByRole('listitem');
    await expect(goals).toHaveCount(1);
    await expect(goals.first()).toContainText('Fondo de emergencia');
    // 0,49% a year of the balance, in whole pesos.
    await expect(page.getByText(/^0,49% anual, unos \$[\d.]+ al año$/)).toHaveText(
      `0,49% anual, unos $${Math.round(balance * 0.0049).toLocaleString('es-CL')} al año`,
    );
    await expectNoAxeViolations(page, '/short-term-invest');
    // The page leads on: another goal in the product opens here, and her goal to a deposit.
    await expect(
      page.getByRole('link', { name: 'Abrir otra meta en Inversión de corto plazo' }),
    ).toHaveAttribute('href', /\/goals\/new\?producto=short-term-invest$/);
    await page.getByRole('link', { name: 'Depositar en Fondo de emergencia' }).click();
    await expect(page).toHaveURL(/\/deposit\/104$/);
    await expect(page.getByText('Fondo de emergencia').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/short-term-invest$/);

    // A product she has no goal in: it opens as a goal in the portal (docs/RULES.md#savings-products),
    // and her advisor is the second way, a meeting.
    await page.goto('./short-term-invest-dollars');
    await expect(page.getByRole('link', { name: 'Abrir Dólares de corto plazo' })).toBeVisible();
    await page.getByRole('link', { name: 'Agendar con mi asesor' }).click();
    await expect(page).toHaveURL(/\/schedule-advisor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda con un asesor' })).toBeVisible();
  });

  test('the fee table: every band, what is free, and the way back to the products', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './discover');
    await page.getByRole('link', { name: 'Ver comisiones' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    const table = page.getByRole('table', { name: 'Comisión anual por producto y saldo' });
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(table.getByRole('row').nth(2)).toContainText('De $10.000.001 a $50.000.000');
    await expect(
      page.getByText('Depositar, rescatar y cambiar de portafolio no tienen costo.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, '/pricing');
    await page.getByRole('link', { name: 'Ver productos' }).click();
    await expect(page).toHaveURL(/\/discover$/);
  });
});

test.describe('advisor, referrals, insurance and blog (docs/RULES.md#advisor-and-meetings)', () => {
  test("a company meets one advisor everywhere: /advisor, the chat and the advisor's message", async ({
    page,
  }) => {
    await signInAs(page, 'Inversiones Andes SpA', './advisor');
    await expect(page.getByRole('region', { name: 'Tu asesor' })).toContainText('Tomás Herrera Lagos');
    await page.getByRole('button', { name: 'Escríbenos' }).click();
    const chat = page.getByRole('dialog', { name: 'Escríbenos' });
    await expect(chat.getByRole('button', { name: /Tomás Herrera Lagos/ })).toContainText(
      'Tu ejecutivo de empresas',
    );
    await expect(chat.getByText(/Daniela|Javiera/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Mensajes/ }).click();
    await expect(page.getByRole('region', { name: 'Mensajes' })).toContainText(
      'Tu ejecutivo Tomás Herrera Lagos',
    );
  });

  test('the advisor: who, how to reach them, and a meeting booked as the next step', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './advisor');
    const card = page.getByRole('region', { name: 'Tu asesor' });
    await expect(card.getByText('Daniela Muñoz Pérez')).toBeVisible();
    await expect(card.getByRole('link', { name: '+56 2 2345 6781' })).toHaveAttribute(
      'href',
      'tel:+56223456781',
    );
    await expectNoAxeViolations(page, '/advisor');
    await page.getByRole('link', { name: 'Agendar una reunión' }).click();
    await expect(page).toHaveURL(/\/schedule-advisor$/);

    // Book the second day's first free half hour, by phone.
    const days = page.getByRole('group', { name: 'Día' }).getByRole('radio');
    await days.nth(1).check();
    const day = (await days.nth(1).getAttribute('value')) ?? '';
    const time = page.getByRole('group', { name: 'Hora (hora de Chile)' }).getByRole('radio').first();
    const start = (await time.getAttribute('value')) ?? '';
    expect(start.startsWith(`${day}T`)).toBe(true);
    await time.check();
    await page.getByRole('radio', { name: 'Llamada', exact: true }).check();
    const topic = page.getByRole('textbox', { name: '¿De qué quieres hablar? (opcional)' });
    await topic.fill('Mi jubilación');
    // What is typed survives a reload until the meeting is booked.
    await page.reload();
    await expect(topic).toHaveValue('Mi jubilación', { timeout: 15_000 });
    await days.nth(1).check();
    await time.check();
    await page.getByRole('radio', { name: 'Llamada', exact: true }).check();
    await expectNoAxeViolations(page, '/schedule-advisor');
    await page.getByRole('button', { name: 'Agendar reunión' }).click();
    await expect(page.getByTestId('meeting-booked')).toContainText(
      `a las ${start.slice(11)} (hora de Chile), por teléfono, con Daniela Muñoz Pérez.`,
    );
    // That half hour is no longer offered.
    await page.getByRole('link', { name: 'Volver a Asesoría' }).click();
    await expect(page).toHaveURL(/\/advisor$/);
    await page.getByRole('link', { name: 'Agendar una reunión' }).click();
    await page.getByRole('group', { name: 'Día' }).getByRole('radio').nth(1).check();
    await expect(
      page.getByRole('group', { name: 'Hora (hora de Chile)' }).getByRole('radio').first(),
    ).toBeVisible();
    await expect(page.locator(`input[name="time"][value="${start}"]`)).toHaveCount(0);
    // Booked, the topic is not offered again.
    await expect(page.getByRole('textbox', { name: '¿De qué quieres hablar? (opcional)' })).toHaveValue('');
  });

  test("a booking whose answer was lost: the retry confirms the client's own meeting, once", async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './schedule-advisor');
    const time = page.getByRole('group', { name: 'Hora (hora de Chile)' }).getByRole('radio').first();
    const start = (await time.getAttribute('value')) ?? '';
    await time.check();
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/advisor/meetings'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await loseNextAnswers(page, 'api/advisor/meetings', 1, 'POST');
    await page.getByRole('button', { name: 'Agendar reunión' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(time).toBeChecked();
    await page.getByRole('button', { name: 'Agendar reunión' }).click();
    await expect(page.getByTestId('meeting-booked')).toContainText(
      `a las ${start.slice(11)} (hora de Chile)`,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
  });

  test('a client still registering has no advisor yet, is told when one comes, and books with the team meanwhile', async ({
    page,
  }) => {
    await signInAs(page, 'Valentina Pérez Lagos', './advisor');
    await expect(page.getByText(/Aún no tienes un asesor asignado/)).toContainText(
      'Mientras tanto, puedes agendar una reunión con nuestro equipo de asesoría.',
    );
    await page.getByRole('link', { name: 'Agendar una reunión' }).click();
    await expect(page).toHaveURL(/\/schedule-advisor$/);
  });

  test('referrals: the code reaches the clipboard, WhatsApp carries it, and the reward adds up', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'Camila Rojas Fuentes', './referral');
    const code = (await page.getByTestId('referral-code').textContent()) ?? '';
    expect(code).toMatch(/^CAMILA-[0-9A-Z]{4}$/);
    await page.getByRole('button', { name: 'Copiar tu código de invitación' }).click();
    await expect(page.getByRole('button', { name: 'Copiar tu código de invitación' })).toHaveCount(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const whatsapp = page.getByRole('link', { name: /Enviar por WhatsApp/ });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(
      `https://inversiones.example.cl/invita/${code}`,
    );
    // What she earned is the rewards of the friends listed.
    const friends = page.getByRole('region', { name: 'Tus invitados' }).getByRole('listitem');
    let rewards = 0;
    for (const friend of await friends.all()) {
      const reward = (await friend.textContent())?.match(/\+\$([\d.]+)$/)?.[1];
      if (reward) rewards += amountOf(reward);
    }
    expect(amountOf((await page.getByTestId('referral-earned').textContent()) ?? '')).toBe(rewards);
    await expect(page.getByTestId('referral-invited')).toHaveText(String(await friends.count()));
    await expectNoAxeViolations(page, '/referral');
  });

  test('insurance: from the list to the contract in detail; another contract id is not found', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './insurances');
    await page.getByRole('link', { name: 'Seguro de vida con ahorro' }).click();
    await expect(page).toHaveURL(/\/insurances\/501$/);
    await expect(page.getByTestId('insurance-status')).toHaveText('Vigente');
    await expect(page.getByTestId('insurance-coverage')).toHaveText('UF 2.000,00');
    const shares = await page
      .getByRole('table', { name: 'Beneficiarios' })
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.lastElementChild?.textContent ?? ''));
    expect(shares.reduce((sum, share) => sum + Number(share.replace(/[^\d]/g, '')), 0)).toBe(100);
    await expectNoAxeViolations(page, '/insurances/501');
    await page.goto('./insurances/999');
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos este seguro' })).toBeVisible();
  });

  test('the blog: the feed, newest first, each article opening in a new tab', async ({ page }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './blog');
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(5);
    await expect(articles.first().getByRole('link')).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, '/blog');
  });
});

test.describe('the company account and the US brokerage (docs/RULES.md#referrals-insurance-company-profile-and-blog)', () => {
  test('a company sees its legal data, RUTs written the Chilean way', async ({ page }) => {
    await signInAs(page, 'Inversiones Andes SpA', './entity');
    await expect(page.getByTestId('company-rut')).toHaveText('76.543.210-3');
    await expect(page.getByTestId('company-status')).toHaveText('Cuenta activa');
    await expect(page.getByTestId('company-representative')).toHaveText('Rodrigo Araya Vidal');
    await expectNoAxeViolations(page, '/entity');
  });

  test('a representative sees her companies, enters one, and its page says it is under review', async ({
    page,
  }) => {
    await signInAs(page, 'Francisca Soto Morales', './entity');
    const companies = page.getByRole('region', { name: 'Empresas que representas' });
    await expect(companies.getByRole('listitem')).toHaveCount(3);
    await companies.getByRole('link', { name: 'Entrar a una de ellas' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await page.getByRole('button', { name: 'Entrar como Inmobiliaria Quillota S.A.' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('./entity');
    await expect(page.getByTestId('company-status')).toHaveText('En revisión', { timeout: 15_000 });
    await expect(page.getByTestId('company-legalName')).toHaveText('Inmobiliaria Quillota S.A.');
  });

  test('the US brokerage: an invited client is offered to activate it; others are told it is by invitation', async ({
    page,
  }) => {
    await signInAs(page, 'Camila Rojas Fuentes', './ibkr');
    await expect(page.getByTestId('ibkr-state')).toContainText('Activa tu cuenta en el bróker');
    await page.getByRole('link', { name: 'Activar mi cuenta' }).click();
    await expect(page).toHaveURL(/\/ibkr\/activate$/);
  });

  test('without an invitation, /ibkr says so and offers dollars meanwhile', async ({ page }) => {
    await signInAs(page, 'Francisca Soto Morales', './ibkr');
    await expect(page.getByRole('heading', { name: 'Solo por invitación' })).toBeVisible();
    await page.getByRole('link', { name: 'Mientras tanto, ahorra en dólares' }).click();
    await expect(page).toHaveURL(/\/short-term-invest-dollars$/);
  });
});

/** Each page survives its call failing: a clear message in Spanish, the rest of the page, and Reintentar. */
test.describe('a failing call says so and Reintentar loads it (docs/RULES.md#money-views)', () => {
  const cases: [string, string, string, RegExp, string | RegExp, string?][] = [
    ['./discover', 'api/products', 'Descubrir', /No pudimos cargar los productos\./, 'Metas de inversión'],
    ['./pricing', 'api/products', 'Costos', /No pudimos cargar las comisiones\./, /^Cualquier saldo$/],
    [
      './short-term-invest',
      'api/products',
      'Inversión de corto plazo',
      /No pudimos cargar los productos\./,
      'Sobre este producto',
    ],
    [
      './advisor',
      'api/advisor',
      'Asesoría',
      /No pudimos cargar los datos de tu asesor\./,
      'Daniela Muñoz Pérez',
    ],
    [
      './referral',
      'api/referrals',
      'Invita a tus amigos',
      /No pudimos cargar tu programa de referidos\./,
      'Tus invitados',
    ],
    [
      './insurances/501',
      'api/insurances/501',
      'Seguro de vida con ahorro',
      /No pudimos cargar el detalle de tu seguro\./,
      'Beneficiarios',
    ],
    [
      './entity',
      'api/entity',
      'Mi empresa',
      /No pudimos cargar los datos de la empresa\./,
      '76.543.210-3',
      'Inversiones Andes SpA',
    ],
    [
      './schedule-advisor',
      'api/advisor/slots',
      'Agenda con un asesor',
      /No pudimos cargar las horas disponibles\./,
      'Día',
    ],
    ['./blog', 'api/blog/articles', 'Blog', /No pudimos cargar los artículos\./, /Banco Central/],
  ];
  for (const [path, call, title, message, loaded, persona = 'Camila Rojas Fuentes'] of cases) {
    test(`${path} when ${call} fails`, async ({ page }) => {
      await failCallsFromStart(page, call, 500, 3);
      await signInAs(page, persona, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const alert = page.getByRole('alert').filter({ hasText: message });
      await expect(alert).toBeVisible({ timeout: 15_000 });
      await alert.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByText(loaded).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
    });
  }
});

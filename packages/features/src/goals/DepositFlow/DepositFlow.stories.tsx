import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import { drawnByItsScreen } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectErrorSummary } from '../../testing/errorSummary.ts';
import { flowStory } from '../../testing/flowStory.tsx';
import { DepositFlow } from './DepositFlow.tsx';
import { depositFlow } from './depositRules.ts';

const [casaPropia] = personas.individual.user.goals ?? [];
const [dollars] = personas.usInvitation.user.goals ?? [];
if (!casaPropia || !dollars) throw new Error('the personas have goals');

/** The page keeps the step in the URL; here the story keeps it, and seeds the tab's draft. */
const { Controlled, storeDraft } = flowStory(depositFlow, DepositFlow);

/** Friday 20 November 2026, 17:00 in Santiago: past the 14:00 cut-off, so Monday 23 it is. */
const fridayAfterCutOff = () => new Date('2026-11-20T20:00:00Z');

const meta = {
  title: 'Features/Goals/DepositFlow',
  component: DepositFlow,
  args: { goal: casaPropia, step: 'monto', onStep: () => {}, now: fridayAfterCutOff },
  render: (args) => <Controlled goal={args.goal} step={args.step} now={args.now} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DepositFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const amountField = (canvas: Canvas) =>
  canvas.findByRole('textbox', { name: 'Monto a depositar (CLP)' }, { timeout: 8000 });

/** Walks from the amount to the summary. */
async function toReview(canvas: Canvas, amount = '150000') {
  await userEvent.type(await amountField(canvas), amount);
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }, { timeout: 8000 }));
  return canvas.findByRole('button', { name: 'Confirmar depósito' }, { timeout: 8000 });
}

/** The first step: the amount with the API's limits, and the day the money would be invested. */
export const Amount: Story = {
  // Its picture is the screens' (Screens/Empty and step layouts, DepositGoal): the step in its page.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const field = await amountField(canvas);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription('Mínimo $5.000 y máximo $50.000.000 por depósito.');
    await expect(canvas.getByText('Paso 1 de 3')).toBeVisible();
    await expect(canvas.getByTestId('deposit-invest-on')).toHaveTextContent(
      'Si transfieres ahora, tu plata se invierte el lunes 23 de noviembre.',
    );
  },
};

/**
 * Continuing without an amount, or outside the limits, says why on the field and in the summary,
 * which takes the focus; its link leads back to the field.
 */
export const AmountErrors: Story = {
  play: async ({ canvas }) => {
    const field = await amountField(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(field).toHaveAccessibleDescription(/Ingresa el monto que quieres depositar\.$/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const summary = await expectErrorSummary(canvas, 'Ingresa el monto que quieres depositar.');
    await userEvent.click(summary.getByRole('link'));
    await expect(field).toHaveFocus();
    await userEvent.type(field, '4.999');
    await expect(field).toHaveAccessibleDescription(/El mínimo es \$5\.000\.$/);
    await userEvent.clear(field);
    await userEvent.type(field, '60000000');
    await expect(field).toHaveAccessibleDescription(/El máximo por depósito es \$50\.000\.000\.$/);
    await userEvent.clear(field);
    await userEvent.type(field, '1500,5');
    await expect(field).toHaveAccessibleDescription(/Ingresa el monto en pesos, sin decimales\.$/);
    await userEvent.clear(field);
    await userEvent.type(field, '1.500.000');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
  },
};

/** How to pay: the company's account, each field copyable, the amount and the transfer code. */
export const HowToPay: Story = {
  // Its picture: Screens/Empty and step layouts: Deposit how to pay.
  parameters: { chromatic: drawnByItsScreen },
  args: { step: 'pago' },
  beforeEach: () => storeDraft(casaPropia.id, { amount: '150.000' }),
  play: async ({ canvas }) => {
    const data = within(await canvas.findByLabelText('Datos para transferir', {}, { timeout: 8000 }));
    await expect(canvas.getByRole('heading', { name: 'Transfiere desde tu banco' })).toHaveFocus();
    await expect(canvas.getByTestId('transfer-bank')).toHaveTextContent('Banco de Chile');
    await expect(canvas.getByTestId('transfer-accountNumber')).toHaveTextContent('800-12345-06');
    await expect(canvas.getByTestId('transfer-rut')).toHaveTextContent('76.123.456-0');
    await expect(canvas.getByTestId('transfer-amount')).toHaveTextContent('$150.000');
    await expect(canvas.getByTestId('transfer-code')).toHaveTextContent(`META-${casaPropia.id}`);
    await expect(data.getAllByRole('button', { name: /^Copiar / })).toHaveLength(8);
    await userEvent.click(data.getByRole('button', { name: 'Copiar número de cuenta' }));
    await expect(await navigator.clipboard.readText()).toBe('800-12345-06');
    await userEvent.click(data.getByRole('button', { name: 'Copiar monto' }));
    await expect(await navigator.clipboard.readText()).toBe('150000');
  },
};

/** Amount, transfer, summary, confirm: the order is en proceso and the ways on are offered. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    const confirm = await toReview(canvas, '150000');
    await expect(canvas.getByTestId('deposit-summary-amount')).toHaveTextContent('$150.000');
    await expect(canvas.getByTestId('deposit-summary-goal')).toHaveTextContent(casaPropia.title);
    await expect(canvas.getByTestId('deposit-summary-investOn')).toHaveTextContent('lunes, 23 de noviembre');
    await userEvent.click(confirm);
    await expect(await canvas.findByTestId('deposit-done', {}, { timeout: 8000 })).toHaveTextContent(
      `Tu depósito de $150.000 a ${casaPropia.title} quedó en proceso.`,
    );
    await expect(canvas.getByRole('link', { name: 'Ver depósitos en proceso' })).toHaveAttribute(
      'href',
      '/pending-transaction-notifications',
    );
    await expect(canvas.getByRole('link', { name: `Volver a ${casaPropia.title}` })).toHaveAttribute(
      'href',
      `/goals/${casaPropia.id}#summary`,
    );
  },
};

/**
 * The confirm fails: it says so, keeps everything, and the retry sends the same idempotency key
 * (a lost answer never deposits twice).
 */
export const ConfirmFails: Story = {
  beforeEach({ msw }) {
    const keys: string[] = [];
    msw.use(
      http.post('*/api/goals/:goalId/deposits', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        if (keys.length === 1) return HttpResponse.json({ error: 'down' }, { status: 503 });
        return HttpResponse.json({ keys }, { status: 500 });
      }),
    );
    (window as unknown as { depositKeys: string[] }).depositKeys = keys;
  },
  play: async ({ canvas }) => {
    const confirm = await toReview(canvas, '80000');
    await userEvent.click(confirm);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos registrar tu depósito. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    await expect(canvas.getByTestId('deposit-summary-amount')).toHaveTextContent('$80.000');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(confirm);
    const keys = (window as unknown as { depositKeys: string[] }).depositKeys;
    await waitFor(() => expect(keys).toHaveLength(2));
    await expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    await expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await userEvent.unhover(confirm);
    confirm.blur();
  },
};

/** The server refuses the amount (HTTP 422): back on the amount, its message on the field, focused. */
export const ServerRefusesAmount: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/goals/:goalId/deposits', () =>
        HttpResponse.json(
          { message: 'Revisa el monto.', errors: { amount: 'Hoy puedes depositar hasta $100.000.' } },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await toReview(canvas, '150000'));
    const field = await amountField(canvas);
    await expectErrorSummary(canvas, 'Hoy puedes depositar hasta $100.000.');
    await expect(field).toHaveAccessibleDescription(/Hoy puedes depositar hasta \$100\.000\.$/);
    await expect(field).toHaveValue('150.000');
  },
};

/** A double click on confirm sends one order. */
export const DoubleClick: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post('*/api/goals/:goalId/deposits', async () => {
        calls += 1;
        (window as unknown as { depositCalls: number }).depositCalls = calls;
        await delay(400);
        return HttpResponse.json({ error: 'stop here' }, { status: 500 });
      }),
    );
  },
  play: async ({ canvas }) => {
    const confirm = await toReview(canvas, '20000');
    await userEvent.dblClick(confirm);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveTextContent('Confirmando…');
    // Busy keeps the focus where the client left it (not dropped on the page's body).
    await expect(confirm).toHaveFocus();
    await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect((window as unknown as { depositCalls: number }).depositCalls).toBe(1);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await userEvent.unhover(confirm);
    confirm.blur();
  },
};

/** A reload keeps the draft: the amount typed is still there, and a later step opens on it. */
export const DraftKept: Story = {
  beforeEach: () => storeDraft(casaPropia.id, { amount: '275.000' }),
  play: async ({ canvas }) => {
    await expect(await amountField(canvas)).toHaveValue('275.000');
  },
};

/** A later step without a draft (the tab forgot it) starts over at the amount. */
export const StepWithoutDraft: Story = {
  // Ends as Amount is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { step: 'resumen' },
  play: async ({ canvas }) => {
    await expect(await amountField(canvas)).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Confirmar depósito' })).toBeNull();
  },
};

/** A dollar goal: limits in dollars, cents allowed, a dollar account to transfer to. */
export const DollarGoal: Story = {
  args: { goal: dollars },
  // Its picture: Screens/Empty and step layouts: Deposit dollar goal.
  parameters: { persona: 'usInvitation', chromatic: drawnByItsScreen },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: 'Monto a depositar (USD)' }, { timeout: 8000 });
    await expect(field).toHaveAccessibleDescription('Mínimo US$100,00 y máximo US$50.000,00 por depósito.');
    await userEvent.type(field, '150,255');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(field).toHaveAccessibleDescription(/Usa hasta dos decimales\.$/);
    await userEvent.clear(field);
    await userEvent.type(field, '150,25');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByTestId('transfer-bank', {}, { timeout: 8000 })).toHaveTextContent(
      'Banco Santander',
    );
    await expect(canvas.getByTestId('transfer-amount')).toHaveTextContent('US$150,25');
  },
};

/** While the deposit's data loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/goals/:goalId/deposit-options', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los datos para depositar…');
  },
};

/** The deposit's data does not load: said, with a retry that works. */
export const OptionsFail: Story = {
  // Ends as Amount is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '*/api/goals/:goalId/deposit-options',
        () => HttpResponse.json({ error: 'down' }, { status: 500 }),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar los datos para depositar.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await amountField(canvas)).toBeVisible();
  },
};

const [sofiaApv] = personas.apvA.user.goals ?? [];
if (!sofiaApv) throw new Error('Sofía has an APV');

/**
 * Into an APV under A (Sofía, docs/RULES.md#apv-voluntary-retirement-savings): what is left of this
 * year's caps beside the amount, with the UF and UTM and their dates; an amount past the combined
 * 600 UF is refused with what fits, in pesos and UF; one that fits goes on.
 */
export const ApvPastTheCap: Story = {
  args: { goal: sofiaApv },
  parameters: { persona: 'apvA' },
  play: async ({ canvas }) => {
    const field = await amountField(canvas);
    await expect(await canvas.findByText(/^Tus topes de APV en \d{4}$/, {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByTestId('apv-caps-combined')).toHaveTextContent(
      /^El régimen A y el B juntos admiten 600 UF al año: te quedan \$[\d.]+ \(UF [\d.]+,\d{2}\)\.$/,
    );
    await expect(canvas.getByTestId('apv-caps-bonus')).toHaveTextContent(
      /con \$[\d.]+ más de ahorro en el régimen A\.$/,
    );
    await expect(canvas.getByTestId('apv-caps-indicators')).toHaveTextContent(
      /^UF del .+: \$[\d.]+,\d{2} · UTM de .+: \$[\d.]+\.$/,
    );
    await userEvent.type(field, '30000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(field).toHaveAccessibleDescription(
      /Este año tu APV admite hasta \$[\d.]+ \(UF [\d.]+,\d{2}\): el régimen A y el B juntos suman hasta 600 UF al año\.$/,
    );
    await userEvent.clear(field);
    await userEvent.type(field, '200000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByText('Paso 2 de 3', {}, { timeout: 8000 })).toBeVisible();
  },
};

/**
 * A page that showed stale caps (another tab deposited into the APV meanwhile): the backend refuses
 * the amount on the cap (HTTP 422), the amount step says why, and this year's figures are asked
 * again, so the caps beside it are the server's now.
 */
export const ApvRefusedOnStaleCaps: Story = {
  args: { goal: sofiaApv },
  parameters: { persona: 'apvA', chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    let asked = 0;
    msw.use(
      http.get('*/api/apv', () => {
        asked += 1;
        document.body.dataset.apvYearAsked = String(asked);
        return undefined;
      }),
      http.post('*/api/goals/:goalId/deposits', () =>
        HttpResponse.json(
          { message: 'Revisa el monto.', errors: { amount: 'Este año tu APV admite hasta $100.000.' } },
          { status: 422 },
        ),
      ),
    );
    return () => {
      delete document.body.dataset.apvYearAsked;
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await toReview(canvas, '150000'));
    await expectErrorSummary(canvas, 'Este año tu APV admite hasta $100.000.');
    await waitFor(() => expect(document.body.dataset.apvYearAsked).toBe('2'));
  },
};

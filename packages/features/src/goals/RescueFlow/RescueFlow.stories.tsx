import { personas } from '@portal/mocks';
import { answerNever, lastCodeSent } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { confirmWithCode } from '../../testing/confirmationCode.ts';
import { expectErrorSummary } from '../../testing/errorSummary.ts';
import { flowStory } from '../../testing/flowStory.tsx';
import { RescueFlow } from './RescueFlow.tsx';
import { type RescueDraft, rescueFlow } from './rescueRules.ts';

const [casaPropia] = personas.individual.user.goals ?? [];
if (!casaPropia) throw new Error('Camila has goals');

/** The page keeps the step in the URL; here the story keeps it, and seeds the tab's draft. */
const { Controlled, storeDraft: storeDraftOf } = flowStory(rescueFlow, RescueFlow);

/** Monday 23 November 2026, 10:00 in Santiago: before the cut-off, paid three business days on. */
const mondayMorning = () => new Date('2026-11-23T13:00:00Z');

const meta = {
  title: 'Features/Goals/RescueFlow',
  component: RescueFlow,
  args: { goal: casaPropia, step: 'monto', onStep: () => {}, now: mondayMorning },
  render: (args) => <Controlled goal={args.goal} step={args.step} now={args.now} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RescueFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const storeDraft = (draft: Partial<RescueDraft>) => storeDraftOf(casaPropia.id, draft);

const rescueCode = () => lastCodeSent('individual', 'rescue');

async function partial(canvas: Canvas, amount: string) {
  await userEvent.click(await canvas.findByRole('radio', { name: /^Una parte/ }, { timeout: 8000 }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Monto a rescatar (CLP)' }), amount);
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
}

/** The first step: what is available, part or all, and the day it would be paid. */
export const Amount: Story = {
  // Its picture is the screens' (Screens/Empty and step layouts, RescueGoal): the step in its page.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Disponible para rescatar: $12.450.000.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Paso 1 de 3')).toBeVisible();
    await expect(canvas.getByTestId('rescue-pay-on')).toHaveTextContent(
      'Si lo pides ahora, lo recibes el jueves 26 de noviembre.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Nothing chosen, too little or more than there is: said on the field and in the summary, focused. */
export const AmountErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }, { timeout: 8000 }));
    await expectErrorSummary(canvas, 'Elige si rescatas una parte o todo.');
    // Asked again with nothing chosen: the same Spanish message (react-hook-form then reads the
    // group as null, which zod's bare string check answered with its English "Invalid input").
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('group', { name: 'Tipo de rescate' })).toHaveAccessibleDescription(
      'Elige si rescatas una parte o todo.',
    );
    await expect(canvas.queryByText(/Invalid/)).toBeNull();
    await partial(canvas, '13.000.000');
    const field = canvas.getByRole('textbox', { name: 'Monto a rescatar (CLP)' });
    await expect(field).toHaveAccessibleDescription(/Puedes rescatar hasta \$12\.450\.000\.$/);
    await expectErrorSummary(canvas, 'Puedes rescatar hasta $12.450.000.');
    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    await expect(field).toHaveAccessibleDescription(/El mínimo es \$5\.000\.$/);
  },
};

/** The account: the client's registered ones, or a new one that must be in their name. */
export const NewAccountChecked: Story = {
  args: { step: 'cuenta' },
  beforeEach: () => storeDraft({ kind: 'partial', amount: '500.000' }),
  play: async ({ canvas }) => {
    const choices = within(
      await canvas.findByRole('group', { name: 'Cuenta de destino' }, { timeout: 8000 }),
    );
    await expect(choices.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Banco de Chile · Cuenta corriente •••• 4521',
      'BancoEstado · Cuenta vista o CuentaRUT •••• 3210',
      expect.stringContaining('Otra cuenta a mi nombre'),
    ]);
    // No account chosen, asked twice: the same Spanish words both times, never zod's "Invalid input".
    for (const _press of [1, 2]) {
      await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
      await expect(canvas.getByRole('group', { name: 'Cuenta de destino' })).toHaveAccessibleDescription(
        'Elige la cuenta que recibirá tu rescate.',
      );
    }
    await userEvent.click(choices.getByRole('radio', { name: /Otra cuenta a mi nombre/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de cuenta' }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'RUT del titular' }), '15.987.654-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    // Several fields wrong: the summary says them all and takes the focus; its first line leads to the bank.
    const summary = await expectErrorSummary(canvas, 'Elige el banco.');
    await userEvent.click(summary.getByRole('link', { name: 'Elige el banco.' }));
    await expect(canvas.getByRole('combobox', { name: 'Banco' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Número de cuenta' })).toHaveAccessibleDescription(
      'Ingresa un número de cuenta de 4 a 20 dígitos.',
    );
    await expect(canvas.getByRole('textbox', { name: 'RUT del titular' })).toHaveAccessibleDescription(
      'La cuenta debe estar a tu nombre: 16.543.210-K. Ese RUT no es el tuyo: la cuenta debe estar a tu nombre.',
    );
  },
};

/** Part of it to a registered account: summary, confirm, paid in three business days. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await partial(canvas, '500000');
    await userEvent.click(
      await canvas.findByRole(
        'radio',
        { name: 'BancoEstado · Cuenta vista o CuentaRUT •••• 3210' },
        { timeout: 8000 },
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByTestId('summary-amount', {}, { timeout: 8000 })).toHaveTextContent(
      '$500.000',
    );
    await expect(canvas.getByTestId('summary-account')).toHaveTextContent(
      'BancoEstado · Cuenta vista o CuentaRUT •••• 3210',
    );
    await expect(canvas.getByTestId('summary-payOn')).toHaveTextContent('jueves, 26 de noviembre');
    await expect(canvas.queryByTestId('code-reason')).toBeNull();
    await confirmWithCode(canvas, 'Confirmar rescate', rescueCode);
    await expect(await canvas.findByTestId('rescue-done', {}, { timeout: 8000 })).toHaveTextContent(
      `Tu rescate de $500.000 desde ${casaPropia.title} quedó en proceso.`,
    );
    await expect(canvas.getByRole('link', { name: 'Ver mis rescates' })).toHaveAttribute(
      'href',
      `/dashboard/activities?goalId=${casaPropia.id}&type=rescue`,
    );
  },
};

/** Everything, to a new account in the client's name. */
export const TotalToNewAccount: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Todo/ }, { timeout: 8000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(
      await canvas.findByRole('radio', { name: /Otra cuenta a mi nombre/ }, { timeout: 8000 }),
    );
    const bank = canvas.getByRole('combobox', { name: 'Banco' });
    await waitFor(() => expect(bank).toBeEnabled());
    await userEvent.selectOptions(bank, 'Banco BCI');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Tipo de cuenta' }),
      'Cuenta corriente',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número de cuenta' }), '77-889-900');
    await userEvent.type(canvas.getByRole('textbox', { name: 'RUT del titular' }), '16543210k');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByTestId('summary-amount', {}, { timeout: 8000 })).toHaveTextContent(
      '$12.450.000',
    );
    await expect(canvas.getByTestId('summary-kind')).toHaveTextContent('Todo');
    await expect(canvas.getByTestId('code-reason')).toHaveTextContent(
      'Vas a agregar una cuenta para tus rescates: por tu seguridad, la confirmamos con un código.',
    );
    await confirmWithCode(canvas, 'Confirmar rescate', rescueCode);
    await expect(await canvas.findByTestId('rescue-done', {}, { timeout: 8000 })).toHaveTextContent(
      'en Banco BCI •••• 9900.',
    );
  },
};

/** The server refuses the account (422): back on the account step, its message on the field. */
export const ServerRefusesAccount: Story = {
  args: { step: 'resumen' },
  beforeEach({ msw }) {
    storeDraft({ kind: 'partial', amount: '500.000', accountId: 'acc-ind-1' });
    msw.use(
      http.post('*/api/goals/:goalId/rescues', () =>
        HttpResponse.json(
          { message: 'Revisa tu rescate.', errors: { accountId: 'Esta cuenta está bloqueada; elige otra.' } },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await confirmWithCode(canvas, 'Confirmar rescate', rescueCode);
    await expectErrorSummary(canvas, 'Esta cuenta está bloqueada; elige otra.');
    await expect(canvas.getByRole('group', { name: 'Cuenta de destino' })).toHaveAccessibleDescription(
      'Esta cuenta está bloqueada; elige otra.',
    );
  },
};

/**
 * The confirm fails: said, everything kept, the retry with the same key and the same proof (no new
 * code); a double click checks the code once and sends one order.
 */
export const ConfirmFails: Story = {
  args: { step: 'resumen' },
  beforeEach({ msw }) {
    storeDraft({ kind: 'partial', amount: '500.000', accountId: 'acc-ind-1' });
    const keys: string[] = [];
    const proofs: string[] = [];
    Object.assign(window, { rescueKeys: keys, rescueProofs: proofs });
    msw.use(
      http.post('*/api/goals/:goalId/rescues', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        proofs.push(request.headers.get('Confirmation-Proof') ?? '');
        await delay(200);
        return HttpResponse.json({ error: 'down' }, { status: 503 });
      }),
    );
  },
  play: async ({ canvas }) => {
    const confirm = await canvas.findByRole('button', { name: 'Confirmar rescate' }, { timeout: 8000 });
    await userEvent.click(confirm);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Código de confirmación' }, { timeout: 8000 }),
      rescueCode() ?? '',
    );
    await userEvent.dblClick(confirm);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos registrar tu rescate. Tus datos siguen aquí: inténtalo de nuevo.',
    );
    const keys = (window as unknown as { rescueKeys: string[] }).rescueKeys;
    await expect(keys).toHaveLength(1);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(confirm);
    await waitFor(() => expect(keys).toHaveLength(2));
    await expect(keys[1]).toBe(keys[0]);
    const proofs = (window as unknown as { rescueProofs: string[] }).rescueProofs;
    await expect(proofs[0]).toMatch(/^proof-/);
    await expect(proofs[1]).toBe(proofs[0]);
    await expect(canvas.getByTestId('summary-amount')).toHaveTextContent('$500.000');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await userEvent.unhover(confirm);
    confirm.blur();
  },
};

/** A goal with nothing available (all of it on its way out). */
export const NothingAvailable: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/goals/:goalId/rescue-options', () =>
        HttpResponse.json({
          goalId: casaPropia.id,
          currency: 'CLP',
          available: 0,
          minimum: 5_000,
          cutOff: '14:00',
          closedDays: [],
          paymentBusinessDays: 3,
          accounts: [],
          holderRut: '16.543.210-K',
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Esta meta no tiene saldo disponible para rescatar\./, {}, { timeout: 8000 }),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).toBeNull();
  },
};

/** The rescue's data does not load: said, with a retry that works. */
export const OptionsFail: Story = {
  // Ends as the amount step after its retry: that picture is the screens' (RescueGoal).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '*/api/goals/:goalId/rescue-options',
        () => HttpResponse.json({ error: 'down' }, { status: 500 }),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar los datos para rescatar.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('radio', { name: /^Todo/ }, { timeout: 8000 })).toBeVisible();
  },
};

/** While the rescue's data loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/goals/:goalId/rescue-options', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los datos para rescatar…');
  },
};

const [diegoApv] = personas.apvB.user.goals ?? [];
if (!diegoApv) throw new Error('Diego has an APV');

/**
 * From an APV under B (Diego, docs/RULES.md#apv-voluntary-retirement-savings): what the rescue
 * costs is said as the amount is typed, before any code (15 % withheld, the net, the surcharge's
 * range); the review repeats it; the receipt keeps it, with the net that reaches the account.
 */
export const ApvRegimeBCost: Story = {
  args: { goal: diegoApv },
  parameters: { persona: 'apvB' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Una parte/ }, { timeout: 8000 }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monto a rescatar (CLP)' }), '1000000');
    await expect(canvas.getByTestId('apv-cost-withheld')).toHaveTextContent('$150.000');
    await expect(canvas.getByTestId('apv-cost-surcharge')).toHaveTextContent('Entre $30.000 y $70.000');
    await expect(canvas.getByTestId('apv-cost-net')).toHaveTextContent('$850.000');
    // Drawn as it is typed; said to screen readers once the amount holds still.
    const said = canvas.getByTestId('apv-cost-said');
    await expect(said).toHaveAttribute('role', 'status');
    await waitFor(() => expect(said).toHaveTextContent(/\$1\.000\.000.*\$150\.000.*\$850\.000/), {
      timeout: 3000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(
      await canvas.findByRole('radio', { name: /Banco Santander .*•••• 2258/ }, { timeout: 8000 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByTestId('summary-apv-net', {}, { timeout: 8000 })).toHaveTextContent(
      '$850.000',
    );
    await expect(canvas.getByTestId('summary-apv-withheld')).toHaveTextContent('$150.000');
    await confirmWithCode(canvas, 'Confirmar rescate', () => lastCodeSent('apvB', 'rescue'));
    await expect(await canvas.findByTestId('rescue-done', {}, { timeout: 8000 })).toHaveTextContent(
      `Tu rescate de $1.000.000 desde ${diegoApv.title} quedó en proceso. Recibes $850.000`,
    );
    await expect(canvas.getByTestId('receipt-apv-withheld')).toHaveTextContent('$150.000');
    await expect(canvas.getByTestId('receipt-apv-surcharge')).toHaveTextContent('Entre $30.000 y $70.000');
  },
};

const [sofiaApv] = personas.apvA.user.goals ?? [];
if (!sofiaApv) throw new Error('Sofía has an APV');

/** From an APV under A (Sofía): nothing withheld, the bonus tied to the amount given back. */
export const ApvRegimeACost: Story = {
  args: { goal: sofiaApv },
  parameters: { persona: 'apvA' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Una parte/ }, { timeout: 8000 }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monto a rescatar (CLP)' }), '1000000');
    await expect(canvas.getByTestId('apv-cost-bonus')).toHaveTextContent('$150.000');
    await expect(canvas.getByTestId('apv-cost-net')).toHaveTextContent('$1.000.000');
    await userEvent.click(canvas.getByRole('radio', { name: /^Todo/ }));
    await expect(canvas.getByTestId('apv-cost-amount')).toHaveTextContent('$6.180.000');
    await expect(canvas.getByTestId('apv-cost-bonus')).toHaveTextContent('$828.000');
  },
};

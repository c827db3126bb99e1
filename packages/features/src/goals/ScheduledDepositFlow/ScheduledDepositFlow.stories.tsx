import { personas } from '@portal/mocks';
import { answerNever, lastCodeSent } from '@portal/mocks/testing';
import type { Goal } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { confirmWithCode } from '../../testing/confirmationCode.ts';
import { expectErrorSummary } from '../../testing/errorSummary.ts';
import { flowStory } from '../../testing/flowStory.tsx';
import { camilasSchedule, pausedSchedule, scheduleListing } from '../../testing/scheduledDeposits.ts';
import { ScheduledDepositFlow } from './ScheduledDepositFlow.tsx';
import { type ScheduledDepositDraft, scheduledDepositFlow } from './scheduledDepositRules.ts';

const goals = personas.individual.user.goals ?? [];
const goalOf = (id: number): Goal => {
  const found = goals.find((goal) => goal.id === id);
  if (!found) throw new Error(`Camila has no goal ${id}`);
  return found;
};
// Viaje a Japón has none yet; Casa propia has Camila's $150.000 on the 5th.
const japan = goalOf(103);

/** The page keeps the step in the URL; here the story keeps it, and seeds the tab's draft. */
const { Controlled, storeDraft: storeDraftOf } = flowStory(scheduledDepositFlow, ScheduledDepositFlow);

/** Monday 23 November 2026, 10:00 in Santiago. */
const mondayMorning = () => new Date('2026-11-23T13:00:00Z');

const meta = {
  title: 'Features/Goals/ScheduledDepositFlow',
  component: ScheduledDepositFlow,
  args: { goal: japan, step: 'monto', onStep: () => {}, now: mondayMorning },
  render: (args) => <Controlled goal={args.goal} step={args.step} now={args.now} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScheduledDepositFlow>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const storeDraft = (goal: Goal, draft: Partial<ScheduledDepositDraft>) => storeDraftOf(goal.id, draft);
const scheduleCode = () => lastCodeSent('individual', 'scheduled-deposit');

async function terms(canvas: Canvas, amount: string, frequency: RegExp, day: string) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Monto de cada aporte (CLP)' }, { timeout: 8000 }),
    amount,
  );
  await userEvent.click(canvas.getByRole('radio', { name: frequency }));
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Día del cargo' }), day);
}

/** The terms: the amount, how often, the day; the first charge as it would be now, moved off a Saturday. */
export const Terms: Story = {
  play: async ({ canvas }) => {
    await terms(canvas, '100000', /^Mensual/, 'Día 5');
    await expect(canvas.getByText('Paso 1 de 3')).toBeVisible();
    const note = canvas.getByTestId('schedule-charges');
    await expect(note).toHaveTextContent('Si lo programas hoy, el primer cargo es el lunes 7 de diciembre.');
    // Said as the day changes, not only drawn.
    await expect(within(note).getByTestId('schedule-first-charge')).toHaveAttribute('aria-live', 'polite');
    await expect(within(note).getByTestId('schedule-moved')).toHaveTextContent(
      'El sábado 5 de diciembre no es día hábil: ese cargo se hace el lunes 7 de diciembre.',
    );
  },
};

/** Nothing typed, too little, a day missing: said on each field and in the summary, focused. */
export const TermsErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuar' }, { timeout: 8000 }));
    await expectErrorSummary(
      canvas,
      'Ingresa el monto de tu aporte.',
      'Elige cada cuánto quieres aportar.',
      'Elige un día entre el 1 y el 28.',
    );
    const amount = canvas.getByRole('textbox', { name: 'Monto de cada aporte (CLP)' });
    await userEvent.type(amount, '5000');
    await expect(amount).toHaveAccessibleDescription(/El mínimo es \$10\.000\.$/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '6000000');
    await expect(amount).toHaveAccessibleDescription(/El máximo por aporte es \$5\.000\.000\.$/);
  },
};

/** The account: a registered one, or a new one that must be in the client's name (the mandate's holder). */
export const MandateAccount: Story = {
  args: { step: 'cuenta' },
  beforeEach: () => storeDraft(japan, { amount: '100.000', frequency: 'monthly', day: '5' }),
  play: async ({ canvas }) => {
    const choices = within(await canvas.findByRole('group', { name: 'Cuenta de cargo' }, { timeout: 8000 }));
    await expect(canvas.getByRole('heading', { name: '¿Desde qué cuenta aportas?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('group', { name: 'Cuenta de cargo' })).toHaveAccessibleDescription(
      'Elige la cuenta de la que se cargará tu aporte.',
    );
    await userEvent.click(choices.getByRole('radio', { name: /Otra cuenta a mi nombre/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'RUT del titular' }), '15.987.654-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByRole('textbox', { name: 'RUT del titular' })).toHaveAccessibleDescription(
      /El mandato debe ser de una cuenta a tu nombre \(RUT 16\.543\.210-K\)\.$/,
    );
  },
};

/** The summary, its next three charges, and the code: confirmed, the receipt says the first charge. */
export const Confirmed: Story = {
  args: { step: 'resumen' },
  beforeEach: () =>
    storeDraft(japan, { amount: '100.000', frequency: 'biweekly', day: '10', accountId: 'acc-ind-2' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('summary-amount', {}, { timeout: 8000 })).toHaveTextContent(
      '$100.000',
    );
    await expect(canvas.getByTestId('summary-frequency')).toHaveTextContent(
      'Cada dos semanas, desde el día 10',
    );
    await expect(canvas.getByTestId('summary-account')).toHaveTextContent(
      'BancoEstado · Cuenta vista o CuentaRUT •••• 3210',
    );
    await expect(
      within(canvas.getByTestId('schedule-charges'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['jueves, 10 de diciembre', 'jueves, 24 de diciembre', 'jueves, 7 de enero']);
    await confirmWithCode(canvas, 'Confirmar aporte automático', scheduleCode);
    await expect(await canvas.findByTestId('schedule-done', {}, { timeout: 8000 })).toHaveTextContent(
      /^Tu aporte automático de \$100\.000 a Viaje a Japón quedó programado: cada dos semanas, desde el día 10, desde BancoEstado •••• 3210\. Próximo cargo: /,
    );
  },
};

/** A goal that has one: the change starts from it (its terms and account), and says it is a change. */
export const Change: Story = {
  args: { goal: goalOf(101) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: 'Monto de cada aporte (CLP)' }, { timeout: 8000 }),
    ).toHaveValue('150.000');
    await expect(canvas.getByRole('radio', { name: /^Mensual/ })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Día del cargo' })).toHaveValue('5');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(
      await canvas.findByRole(
        'radio',
        { name: 'Banco de Chile · Cuenta corriente •••• 4521' },
        { timeout: 8000 },
      ),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(
      await canvas.findByRole('button', { name: 'Confirmar el cambio' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** A change of a paused one: it stays paused, and the summary says so instead of the next charges. */
export const ChangePaused: Story = {
  args: { goal: goalOf(101), step: 'resumen' },
  beforeEach({ msw }) {
    storeDraft(goalOf(101), { amount: '200.000', frequency: 'monthly', day: '5', accountId: 'acc-ind-1' });
    msw.use(scheduleListing([{ ...pausedSchedule, amount: 150_000 }]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('schedule-stays-paused', {}, { timeout: 8000 })).toHaveTextContent(
      'Tu aporte está pausado: el cambio lo deja pausado hasta que lo reanudes.',
    );
    await expect(canvas.queryByTestId('schedule-charges')).toBeNull();
  },
};

/** Every two weeks, changed without a new day: the summary's dates are the schedule's own. */
export const ChangeKeepsDates: Story = {
  args: { goal: goalOf(101), step: 'resumen' },
  beforeEach({ msw }) {
    storeDraft(goalOf(101), { amount: '90.000', frequency: 'biweekly', day: '5', accountId: 'acc-ind-1' });
    msw.use(
      scheduleListing([
        {
          ...camilasSchedule,
          amount: 60_000,
          frequency: 'biweekly',
          anchorOn: '2026-11-05',
          nextDueOn: '2026-12-03',
          nextChargeOn: '2026-12-03',
        },
      ]),
    );
  },
  play: async ({ canvas }) => {
    const charges = await canvas.findByTestId('schedule-charges', {}, { timeout: 8000 });
    // From 5 November every 14 days: 19 November, then 3, 17 and 31 December (the banks' closing:
    // charged Monday 4 January).
    await expect(
      within(charges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['jueves, 3 de diciembre', 'jueves, 17 de diciembre', 'lunes, 4 de enero']);
  },
};

/** The server refuses the account (422): back on the account step, its message on the field. */
export const ServerRefusesAccount: Story = {
  args: { step: 'resumen' },
  beforeEach({ msw }) {
    storeDraft(japan, { amount: '100.000', frequency: 'monthly', day: '5', accountId: 'acc-ind-1' });
    msw.use(
      http.put('*/api/goals/:goalId/scheduled-deposit', () =>
        HttpResponse.json(
          {
            message: 'Revisa tu aporte automático.',
            errors: { accountId: 'Esta cuenta no acepta mandatos; elige otra.' },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await confirmWithCode(canvas, 'Confirmar aporte automático', scheduleCode);
    await expectErrorSummary(canvas, 'Esta cuenta no acepta mandatos; elige otra.');
  },
};

/** A goal in dollars: automatic deposits are in pesos, said at once. */
export const InDollars: Story = {
  args: { goal: personas.usInvitation.user.goals?.[0] ?? japan },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Los aportes automáticos son en pesos: esta meta es en dólares.',
    );
  },
};

/** The accounts do not load: said, with a retry. */
export const AccountsFail: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/bank-accounts', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tus cuentas.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(
      await canvas.findByRole('textbox', { name: 'Monto de cada aporte (CLP)' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** On its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/bank-accounts', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando tus cuentas…')).toBeVisible();
  },
};

/**
 * Into an APV under B (Diego, docs/RULES.md#apv-voluntary-retirement-savings), near this year's cap
 * ($23.000.000 saved): what is left of the 600 UF beside the terms, and one charge past it refused
 * with what fits, in pesos and UF.
 */
export const ApvNearTheCap: Story = {
  args: { goal: personas.apvB.user.goals?.[0] ?? japan },
  parameters: { persona: 'apvB' },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/apv', () =>
        HttpResponse.json({
          year: 2026,
          asOf: '2026-11-22',
          savedA: 0,
          savedB: 23_000_000,
          rescuedA: 0,
          rescuedB: 0,
          bonus: { thisYear: 0, lastYear: 0 },
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole(
      'textbox',
      { name: 'Monto de cada aporte (CLP)' },
      { timeout: 8000 },
    );
    await expect(await canvas.findByTestId('apv-caps-combined', {}, { timeout: 8000 })).toHaveTextContent(
      /te quedan \$1\.[\d.]+ \(UF [\d.]+,\d{2}\)\.$/,
    );
    await expect(canvas.queryByTestId('apv-caps-bonus')).toBeNull();
    await userEvent.type(amount, '2.000.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(amount).toHaveAccessibleDescription(
      /Este año tu APV admite hasta \$1\.[\d.]+ \(UF [\d.]+,\d{2}\): el régimen A y el B juntos suman hasta 600 UF al año\.$/,
    );
  },
};

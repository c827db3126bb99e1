import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Goal, ScheduledDeposit } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { camilasSchedule, pausedSchedule, scheduleListing } from '../../testing/scheduledDeposits.ts';
import { ScheduledDepositCard } from './ScheduledDepositCard.tsx';

const goals = personas.individual.user.goals ?? [];
const goalOf = (id: number): Goal => {
  const found = goals.find((goal) => goal.id === id);
  if (!found) throw new Error(`Camila has no goal ${id}`);
  return found;
};

const camilas = camilasSchedule;
const listing = scheduleListing;

const meta = {
  title: 'Features/Goals/ScheduledDepositCard',
  component: ScheduledDepositCard,
  parameters: { layout: 'padded' },
  args: { goal: goalOf(101), now: () => new Date('2026-11-23T13:00:00Z') },
  beforeEach({ msw }) {
    msw.use(listing([camilas]));
  },
} satisfies Meta<typeof ScheduledDepositCard>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/**
 * Casa propia's: the terms, the next charge moved off a Saturday, the actions, and where the goal is
 * headed with it by its target date.
 */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('schedule-terms', {}, { timeout: 8000 })).toHaveTextContent(
      '$150.000 el 5 de cada mes, desde Banco de Chile •••• 4521.',
    );
    await expect(canvas.getByTestId('schedule-next')).toHaveTextContent(
      'Próximo cargo: lunes, 7 de diciembre. El sábado 5 de diciembre no es día hábil: ese cargo se hace el lunes 7 de diciembre.',
    );
    await expect(canvas.getByRole('link', { name: 'Cambiar' })).toHaveAttribute(
      'href',
      '/scheduled-deposit/101',
    );
    await expect(await canvas.findByTestId('schedule-outlook', {}, { timeout: 8000 })).toHaveTextContent(
      /^Con tu aporte automático \(\$150\.000 al mes\), en marzo de 2030 tendrías cerca de \$[\d.]+\. Tu objetivo es \$30\.000\.000\./,
    );
  },
};

/** Paused: no next charge, "Reanudar" instead of "Pausar", and the outlook without it. */
export const Paused: Story = {
  beforeEach({ msw }) {
    msw.use(listing([pausedSchedule]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('schedule-next', {}, { timeout: 8000 })).toHaveTextContent(
      'Pausado: no cargaremos tu aporte hasta que lo reanudes.',
    );
    await expect(canvas.getByRole('button', { name: 'Reanudar' })).toBeVisible();
    await expect(await canvas.findByTestId('schedule-outlook', {}, { timeout: 8000 })).toHaveTextContent(
      /^Sin aportes, en marzo de 2030/,
    );
  },
};

/** None yet: what it is, and the way to set one up. */
export const NoneYet: Story = {
  args: { goal: goalOf(103) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Programar aporte automático' }, { timeout: 8000 }),
    ).toHaveAttribute('href', '/scheduled-deposit/103');
  },
};

/** Pause: said on screen, with the focus on it, and the button is now "Reanudar". */
export const Pause: Story = {
  beforeEach({ msw }) {
    let current = camilas;
    msw.use(
      http.get('*/api/scheduled-deposits', () => HttpResponse.json([current])),
      http.post('*/api/goals/:goalId/scheduled-deposit/pause', () => {
        current = pausedSchedule;
        return HttpResponse.json(current);
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pausar' }, { timeout: 8000 }));
    const said = await canvas.findByTestId('schedule-changed', {}, { timeout: 8000 });
    await expect(said).toHaveTextContent('Pausaste tu aporte automático.');
    await waitFor(() => expect(said).toHaveFocus());
    await expect(await canvas.findByRole('button', { name: 'Reanudar' }, { timeout: 8000 })).toBeVisible();
  },
};

/** Resume: the next charge said, with the focus on it, and the button is "Pausar" again. */
export const Resume: Story = {
  beforeEach({ msw }) {
    let current = pausedSchedule;
    msw.use(
      http.get('*/api/scheduled-deposits', () => HttpResponse.json([current])),
      http.post('*/api/goals/:goalId/scheduled-deposit/resume', () => {
        current = camilas;
        return HttpResponse.json(current);
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reanudar' }, { timeout: 8000 }));
    const said = await canvas.findByTestId('schedule-changed', {}, { timeout: 8000 });
    await expect(said).toHaveTextContent(
      'Reanudaste tu aporte automático: el próximo cargo es el lunes 7 de diciembre.',
    );
    await waitFor(() => expect(said).toHaveFocus());
    await expect(await canvas.findByRole('button', { name: 'Pausar' }, { timeout: 8000 })).toBeVisible();
  },
};

/** Cancel asks first; kept, nothing happens; confirmed, it is gone and the way to set one up is back. */
export const Cancel: Story = {
  beforeEach({ msw }) {
    let current: ScheduledDeposit[] = [camilas];
    msw.use(
      http.get('*/api/scheduled-deposits', () => HttpResponse.json(current)),
      http.delete('*/api/goals/:goalId/scheduled-deposit', () => {
        current = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar aporte' }, { timeout: 8000 }));
    const dialog = await body().findByRole('alertdialog', {
      name: '¿Cancelar tu aporte automático a Casa propia?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(canvas.getByTestId('schedule-terms')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar aporte' }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar' }),
    );
    await expect(await canvas.findByTestId('schedule-changed', {}, { timeout: 8000 })).toHaveTextContent(
      'Cancelaste tu aporte automático.',
    );
    await expect(
      await canvas.findByRole('link', { name: 'Programar aporte automático' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** A change that fails: said, and the schedule stays as it was. */
export const ChangeFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/goals/:goalId/scheduled-deposit/pause', () =>
        HttpResponse.json({ error: 'down' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pausar' }, { timeout: 8000 }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cambiar tu aporte automático. Arriba ves cómo está ahora: inténtalo de nuevo si hace falta.',
    );
    await expect(canvas.getByTestId('schedule-terms')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pausar' })).toBeVisible();
  },
};

/** Cancelled, its answer lost on the way: the schedule read again has none, so it is said as done. */
export const CancelAnswerLost: Story = {
  // It ends as Cancel does: that story's picture shows it.
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    let current: ScheduledDeposit[] = [camilas];
    msw.use(
      http.get('*/api/scheduled-deposits', () => HttpResponse.json(current)),
      http.delete('*/api/goals/:goalId/scheduled-deposit', () => {
        current = [];
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar aporte' }, { timeout: 8000 }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar' }),
    );
    await expect(await canvas.findByTestId('schedule-changed', {}, { timeout: 8000 })).toHaveTextContent(
      'Cancelaste tu aporte automático.',
    );
    await expect(canvas.getByRole('link', { name: 'Programar aporte automático' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Another tab cancelled it first: pausing here is refused (404), and the card shows what holds now,
 * none, with the way to set one up; it says the change did not go through.
 */
export const ChangedInAnotherTab: Story = {
  beforeEach({ msw }) {
    let current: ScheduledDeposit[] = [camilas];
    msw.use(
      http.get('*/api/scheduled-deposits', () => HttpResponse.json(current)),
      http.post('*/api/goals/:goalId/scheduled-deposit/pause', () => {
        current = [];
        return HttpResponse.json({ error: 'Scheduled deposit not found' }, { status: 404 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pausar' }, { timeout: 8000 }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Arriba ves cómo está ahora',
    );
    await expect(canvas.getByRole('link', { name: 'Programar aporte automático' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pausar' })).toBeNull();
  },
};

/** A goal in dollars: automatic deposits are in pesos. */
export const InDollars: Story = {
  args: { goal: personas.usInvitation.user.goals?.[0] ?? goalOf(101) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('schedule-dollars')).toHaveTextContent(
      'Los aportes automáticos son en pesos: a esta meta en dólares se aporta con un depósito.',
    );
  },
};

/** The list does not load: said, with a retry. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/scheduled-deposits', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tus aportes automáticos.',
    );
  },
};

/** On its way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/scheduled-deposits', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus aportes automáticos…');
  },
};

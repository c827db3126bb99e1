import { personas } from '@portal/mocks';
import type { ScheduledDeposit } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { camilasSchedule, pausedSchedule, scheduleListing } from '../../testing/scheduledDeposits.ts';
import { ScheduledDepositsSummary } from './ScheduledDepositsSummary.tsx';

const casa = camilasSchedule;
const japan: ScheduledDeposit = {
  ...casa,
  id: 'pac-103',
  goalId: 103,
  amount: 60_000,
  frequency: 'biweekly',
  day: 10,
  anchorOn: '2026-12-10',
  nextDueOn: '2026-12-10',
  nextChargeOn: '2026-12-10',
};
const listing = scheduleListing;

/** The dashboard's "Aportes automáticos": every goal's, the month's total, and a way to set one up. */
const meta = {
  title: 'Features/Goals/ScheduledDepositsSummary',
  component: ScheduledDepositsSummary,
  parameters: { layout: 'padded' },
  args: { goals: personas.individual.user.goals ?? [] },
} satisfies Meta<typeof ScheduledDepositsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two goals, one paused: each with its terms and next charge; the total counts the active ones. */
export const Several: Story = {
  beforeEach({ msw }) {
    msw.use(listing([casa, { ...japan, status: 'paused', nextDueOn: null, nextChargeOn: null }]));
  },
  play: async ({ canvas }) => {
    const rows = within(await canvas.findByTestId('schedules', {}, { timeout: 8000 })).getAllByRole(
      'listitem',
    );
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Casa propia$150.000 el 5 de cada mesPróximo cargo: lunes, 7 de diciembre.',
      'Viaje a Japón$60.000 cada dos semanas, desde el día 10Pausado',
    ]);
    await expect(canvas.getByRole('link', { name: 'Casa propia' })).toHaveAttribute(
      'href',
      '/goals/101#scheduled-deposit',
    );
    await expect(canvas.getByTestId('schedules-total')).toHaveTextContent(
      'En total aportas cerca de $150.000 al mes.',
    );
  },
};

/** Every two weeks counts 26 charges a year in the month's total. */
export const EveryTwoWeeks: Story = {
  beforeEach({ msw }) {
    msw.use(listing([casa, japan]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('schedules-total', {}, { timeout: 8000 })).toHaveTextContent(
      'En total aportas cerca de $280.000 al mes.',
    );
  },
};

/** All paused: no month's total to tell. */
export const AllPaused: Story = {
  beforeEach({ msw }) {
    msw.use(listing([pausedSchedule]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('schedules', {}, { timeout: 8000 })).toHaveTextContent('Pausado');
    await expect(canvas.queryByTestId('schedules-total')).toBeNull();
  },
};

/** None: what they are for, and the way to set one up. */
export const None: Story = {
  beforeEach({ msw }) {
    msw.use(listing([]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^No tienes aportes automáticos\./, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Programar un aporte automático' })).toHaveAttribute(
      'href',
      '/scheduled-deposit',
    );
  },
};

/** The list does not load: said, with a retry. */
export const LoadFails: Story = {
  // Drawn as ScheduledDepositCard LoadFails is: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/scheduled-deposits', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tus aportes automáticos.',
    );
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import { drawnByItsScreen } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GoalOverview } from './GoalOverview.tsx';

const [casaPropia, jubilacion] = personas.individual.user.goals ?? [];
if (!casaPropia || !jubilacion) throw new Error('Camila has goals');

const meta = {
  title: 'Features/Goals/GoalOverview',
  component: GoalOverview,
  args: { goal: jubilacion, today: '2026-11-23' },
  // Full width, as in a card: a centred story shrink-wraps, and a chart that fills its width would chase it.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GoalOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Value, deposited and gained in the goal's currency, the chart, and the return of each period. */
export const Ready: Story = {
  // Its picture: Screens/Main layout: Goal.
  parameters: { chromatic: drawnByItsScreen },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('money-value', {}, { timeout: 8000 })).toHaveTextContent(
      '$38.900.000',
    );
    const returns = canvas.getByRole('table', { name: 'Rentabilidad por periodo' });
    const rows = within(returns).getAllByRole('row');
    await expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Periodo',
      '1 mes',
      '3 meses',
      '6 meses',
      '1 año',
      'Todo',
    ]);
    // "Todo" earned what the summary says was gained.
    const gained = canvas.getByTestId('money-gained').textContent ?? '';
    await expect(rows[5]).toHaveTextContent(gained.split(' (')[0] ?? 'missing');
  },
};

/** A dollar goal, in dollars. */
export const InDollars: Story = {
  args: { goal: personas.usInvitation.user.goals?.[0] ?? casaPropia },
  parameters: { persona: 'usInvitation' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('money-value', {}, { timeout: 8000 })).toHaveTextContent(
      'US$3.500,00',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/goals/:id/history', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando la meta…');
  },
};

/** The history fails: a clear message; Reintentar brings it. */
export const ErrorWithRetry: Story = {
  // Ends as Ready is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/goals/:id/history', () => HttpResponse.json({ points: null }), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar el valor de esta meta.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.getByTestId('money-value')).toBeVisible(), { timeout: 8000 });
  },
};

import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryBalance } from './CategoryBalance.tsx';

const meta = {
  title: 'Features/Money/CategoryBalance',
  component: CategoryBalance,
  parameters: { layout: 'padded' },
  args: { goals: personas.individual.user.goals ?? [] },
} satisfies Meta<typeof CategoryBalance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila, all in pesos: the total, and a row per category whose shares add up; no rate asked for. */
export const Pesos: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('general-total')).toHaveTextContent('$55.650.000');
    await expect(canvas.queryByText(/por dólar/)).toBeNull();
    // All in pesos: no line under the total repeating it.
    await expect(canvas.queryByText('En pesos')).toBeNull();
    const table = canvas.getByRole('table', { name: 'Saldo por categoría y moneda' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(/^Jubilación1\$38\.900\.000/);
    // Every share with one decimal, a whole one too: the column lines up.
    for (const row of rows)
      await expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent(/^\d{1,3},\d%$/);
  },
};

/** Benjamín's dollars: the amount in dollars, its pesos at the rate the page names. */
export const Dollars: Story = {
  args: { goals: personas.usInvitation.user.goals ?? [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/a \$948,35 por dólar/, {}, { timeout: 8000 })).toBeVisible();
    // The rate's day (today's in Santiago, as the API sends it) is that day, not the one before.
    const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' })
      .format(new Date())
      .split('-');
    await expect(canvas.getByText(/por dólar/)).toHaveTextContent(`por dólar (${day}-${month}-${year}).`);
    await expect(canvas.getByTestId('general-USD')).toHaveTextContent('US$3.500,00');
    await expect(canvas.getByTestId('general-total')).toHaveTextContent('$3.319.225');
    await expect(canvas.getByRole('rowheader')).toHaveTextContent('Dólares de corto plazo · USD');
    // The one category is the whole, written with its decimal as every share is.
    await expect(canvas.getAllByRole('cell').at(-1)).toHaveTextContent(/^100,0%$/);
  },
};

export const Empty: Story = {
  // Ends as AllocationBreakdown Empty is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { goals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no tienes inversiones.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { goals: personas.usInvitation.user.goals ?? [] },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/exchange-rates/USD-CLP', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu balance…');
  },
};

/** The rate fails: the message, and a retry that brings the figures. */
export const ErrorWithRetry: Story = {
  // Ends as Dollars is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { goals: personas.usInvitation.user.goals ?? [] },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/exchange-rates/USD-CLP', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tu balance. Tus inversiones siguen seguras.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByTestId('general-total', {}, { timeout: 8000 })).toHaveTextContent(
      '$3.319.225',
    );
  },
};

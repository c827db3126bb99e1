import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AllocationBreakdown } from './AllocationBreakdown.tsx';

const meta = {
  title: 'Features/Money/AllocationBreakdown',
  component: AllocationBreakdown,
  parameters: { layout: 'padded' },
  args: { goals: personas.individual.user.goals ?? [] },
} satisfies Meta<typeof AllocationBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Camila's five goals spread over their strategies: the parts add up to her total in pesos. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole(
      'list',
      { name: 'Distribución por tipo de activo' },
      { timeout: 8000 },
    );
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent(/^Acciones internacionales/);
    const amounts = rows.map((row) => amountOf(row.textContent?.match(/\$[\d.]+$/)?.[0] ?? ''));
    await expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(55_650_000);
    // Every share with one decimal, a whole one too ("17,0%" beside "40,5%"): the column lines up.
    for (const row of rows) await expect(row).toHaveTextContent(/\D\d{1,3},\d%\$/);
  },
};

export const Empty: Story = {
  args: { goals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no tienes inversiones.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/strategies', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando la distribución…');
  },
};

/** The strategies fail: the message, and a retry that draws the bars. */
export const ErrorWithRetry: Story = {
  // Ends as Ready is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/strategies', () => new HttpResponse(null, { status: 500 }), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar la distribución de tus inversiones.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(
      () => expect(canvas.getByRole('list', { name: 'Distribución por tipo de activo' })).toBeVisible(),
      {
        timeout: 8000,
      },
    );
  },
};

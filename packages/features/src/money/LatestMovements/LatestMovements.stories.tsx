import { personas } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LatestMovements } from './LatestMovements.tsx';

const meta = {
  title: 'Features/Money/LatestMovements',
  component: LatestMovements,
  args: { goals: personas.individual.user.goals ?? [] },
} satisfies Meta<typeof LatestMovements>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client's five newest movements from the mock backend, each naming its goal. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5), { timeout: 8000 });
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/Depósito.*Casa propia.*En proceso/);
  },
};

/** One goal's movements (its page), without repeating its name. */
export const OneGoal: Story = {
  args: { goals: undefined, goalId: 102, count: 3 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3), { timeout: 8000 });
    await expect(canvas.queryByText(/Jubilación/)).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/movements', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus movimientos…');
  },
};

export const Empty: Story = {
  // Ends as DataState Empty is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/movements', () => HttpResponse.json({ items: [], page: 1, pageSize: 5, total: 0 })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aún no tienes movimientos.')).toBeVisible();
  },
};

/** A failed call: the message, and a retry that brings them. */
export const ErrorWithRetry: Story = {
  // Ends as Ready is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/movements', () => new HttpResponse(null, { status: 503 }), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tus movimientos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5), { timeout: 8000 });
  },
};

import { personas } from '@portal/mocks';
import type { Goal } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FavoriteGoal } from './FavoriteGoal.tsx';

const goals = personas.individual.user.goals ?? [];
const goalOf = (id: number): Goal => {
  const found = goals.find((goal) => goal.id === id);
  if (!found) throw new Error(`Camila has no goal ${id}`);
  return found;
};

const meta = {
  title: 'Features/Goals/FavoriteGoal',
  component: FavoriteGoal,
  parameters: { layout: 'padded' },
  args: { goal: goalOf(101), goals },
} satisfies Meta<typeof FavoriteGoal>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Casa propia is Camila's favourite (her starred goal): it says what that means. */
export const IsFavorite: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('favorite-goal', {}, { timeout: 8000 })).toHaveTextContent(
      'Es tu meta favorita: las transferencias en pesos que no indiquen una meta llegan aquí después del corte.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Another goal names the favourite and offers to be it: confirmed in a dialog, then on screen. */
export const MakeFavorite: Story = {
  args: { goal: goalOf(103) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Tu meta favorita es Casa propia/, {}, { timeout: 8000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hacerla mi meta favorita' }));
    const dialog = await body().findByRole('alertdialog', {
      name: '¿Hacer de Viaje a Japón tu meta favorita?',
    });
    await expect(dialog).toHaveTextContent(
      'Las transferencias en pesos que no indiquen una meta llegarán a Viaje a Japón después del corte de las 14:00 (hora de Chile).',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, hacerla favorita' }));
    const done = await canvas.findByTestId('favorite-goal', {}, { timeout: 8000 });
    await expect(done).toHaveTextContent(
      'Listo: Viaje a Japón es tu meta favorita. Te lo confirmamos también en tus notificaciones.',
    );
    // The button is gone: the focus is on what it says now, read as a status.
    await waitFor(() => expect(done).toHaveFocus());
    await expect(done).toHaveAttribute('role', 'status');
    done.blur();
  },
};

/** Cancelled: nothing changes. */
export const Cancelled: Story = {
  args: { goal: goalOf(103) },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Hacerla mi meta favorita' }, { timeout: 8000 }),
    );
    await userEvent.click(await body().findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText(/^Tu meta favorita es Casa propia/)).toBeVisible();
  },
};

/** The server refuses (the goal was emptied meanwhile): its words, on the spot. */
export const Refused: Story = {
  args: { goal: goalOf(103) },
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/favorite-goal', () =>
        HttpResponse.json(
          {
            message: 'Revisa la meta.',
            errors: {
              goalId: 'Una meta sin saldo no puede ser tu favorita: deposita en Viaje a Japón primero.',
            },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Hacerla mi meta favorita' }, { timeout: 8000 }),
    );
    await userEvent.click(await body().findByRole('button', { name: 'Sí, hacerla favorita' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Una meta sin saldo no puede ser tu favorita: deposita en Viaje a Japón primero.',
    );
  },
};

/** Any other failure: said in Spanish; the favourite stays as it was. */
export const Fails: Story = {
  args: { goal: goalOf(103) },
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.put('*/api/favorite-goal', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Hacerla mi meta favorita' }, { timeout: 8000 }),
    );
    await userEvent.click(await body().findByRole('button', { name: 'Sí, hacerla favorita' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cambiar tu meta favorita. Inténtalo de nuevo.',
    );
    await expect(canvas.getByText(/^Tu meta favorita es Casa propia/)).toBeVisible();
  },
};

/** Made the favourite, its answer lost on the way: read again, it is Viaje a Japón, so it is said as done. */
export const AnswerLost: Story = {
  args: { goal: goalOf(103) },
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    let favorite: number = 101;
    msw.use(
      http.get('*/api/favorite-goal', () => HttpResponse.json({ goalId: favorite, reassigned: null })),
      http.put('*/api/favorite-goal', () => {
        favorite = 103;
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Hacerla mi meta favorita' }, { timeout: 8000 }),
    );
    await userEvent.click(await body().findByRole('button', { name: 'Sí, hacerla favorita' }));
    await expect(await canvas.findByTestId('favorite-goal', {}, { timeout: 8000 })).toHaveTextContent(
      'Listo: Viaje a Japón es tu meta favorita.',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The favourite was archived: the rule moved it to the goal with the most money, and says so. */
export const MovedByTheRule: Story = {
  args: { goal: goalOf(102) },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/favorite-goal', () =>
        HttpResponse.json({ goalId: 102, reassigned: { from: 106, why: 'archived' } }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('favorite-moved', {}, { timeout: 8000 })).toHaveTextContent(
      'Cambiamos tu meta favorita: Vacaciones en el sur 2025 se archivó, así que las transferencias sin meta ahora llegan a Jubilación.',
    );
    await expect(canvas.getByTestId('favorite-goal')).toBeVisible();
  },
};

/** A goal that may not be one (archived) offers nothing. */
export const NotEligible: Story = {
  args: { goal: goalOf(106) },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-testid]')).toBeNull());
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

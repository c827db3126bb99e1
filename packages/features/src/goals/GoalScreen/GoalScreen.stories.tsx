import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoalScreen } from './GoalScreen.tsx';

/** /goals/{id} (Screens/Main layout Goal draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Goals/GoalScreen',
  component: GoalScreen,
  args: { goalId: '101', today: '2026-11-23' },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof GoalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One of Camila's goals: its summary, scheduled deposit, strategy and movements, and its actions. */
export const Goal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1 }, { timeout: 8000 });
    await expect(title).not.toHaveTextContent('No encontramos esta meta');
    for (const name of ['Resumen', 'Aporte automático', 'Estrategia', 'Movimientos'])
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Depositar' })).toHaveAttribute('href', '/deposit/101');
    await expect(canvas.getByRole('link', { name: 'Rescatar' })).toHaveAttribute('href', '/rescue/101');
    await expect(
      canvas.getByRole('link', { name: 'Ver todos los movimientos de esta meta' }),
    ).toHaveAttribute('href', '/dashboard/activities?goalId=101');
  },
};

/** A goal that is not hers: said so, with the ways to her goals and home. */
export const NotFound: Story = {
  args: { goalId: '999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'No encontramos esta meta' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver mis metas' })).toHaveAttribute('href', '/goals');
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/dashboard');
  },
};

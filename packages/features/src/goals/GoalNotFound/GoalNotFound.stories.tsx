import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoalNotFound } from './GoalNotFound.tsx';

/** A goal id the client does not have (drawn by GoalScreen's and the flows' screens): no picture of its own. */
const meta = {
  title: 'Features/Goals/GoalNotFound',
  component: GoalNotFound,
  args: { actions: <a href="/goals">Ver mis metas</a> },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof GoalNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Says so, and offers the way on its caller gives. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'No encontramos esta meta' })).toBeVisible();
    await expect(canvas.getByText(/Puede que la meta ya no exista/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver mis metas' })).toHaveAttribute('href', '/goals');
  },
};

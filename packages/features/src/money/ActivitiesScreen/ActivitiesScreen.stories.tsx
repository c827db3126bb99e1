import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ActivitiesScreen } from './ActivitiesScreen.tsx';

/** /dashboard/activities' movements (Screens/Main layout Activities draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Money/ActivitiesScreen',
  component: ActivitiesScreen,
  args: { filter: {}, onFilterChange: fn(), today: '2026-11-23' },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof ActivitiesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in client's movements of every goal, a page of 20, each naming its goal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Movimientos' }, { timeout: 8000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20), { timeout: 8000 });
    await expect(canvas.getByText(/^Mostrando 1–20 de \d+$/)).toBeVisible();
  },
};

/** A filter the address carries is applied: only deposits. */
export const Filtered: Story = {
  args: { filter: { type: 'deposit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Movimientos' }, { timeout: 8000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0), {
      timeout: 8000,
    });
    for (const row of within(list).getAllByRole('listitem')) await expect(row).toHaveTextContent('Depósito');
  },
};

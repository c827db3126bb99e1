import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DiscoverScreen } from './DiscoverScreen.tsx';

/** /discover's catalogue (Screens/Main layout Discover draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Products/DiscoverScreen',
  component: DiscoverScreen,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof DiscoverScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The products, with what the signed-in client (Camila) already holds in each. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'Productos' }));
    await expect(
      await region.findByText('Tienes $53.500.000 en 3 metas', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(region.getAllByRole('listitem')).toHaveLength(6);
  },
};

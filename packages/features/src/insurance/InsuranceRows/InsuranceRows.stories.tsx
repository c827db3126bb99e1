import { personas } from '@portal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InsuranceRows } from './InsuranceRows.tsx';

/** The client's insurance contracts (drawn whole in Screens/Main layout Insurances and the dashboard). */
const meta = {
  title: 'Features/Insurance/InsuranceRows',
  component: InsuranceRows,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
  args: { contracts: personas.individual.user.insuranceContracts ?? [] },
} satisfies Meta<typeof InsuranceRows>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each contract a row, leading to its page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/insurances\/\w+$/));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsurancesScreen } from './InsurancesScreen.tsx';

/** /insurances' list (Screens/Main layout Insurances draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Insurance/InsurancesScreen',
  component: InsurancesScreen,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof InsurancesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila's contract, leading to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('region', { name: 'Tus seguros' }));
    await expect(list.getByRole('link', { name: 'Seguro de vida con ahorro' })).toHaveAttribute(
      'href',
      '/insurances/501',
    );
  },
};

/** A client with none (Valentina): said so. */
export const NoContracts: Story = {
  parameters: { persona: 'onboarding' },
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('region', { name: 'Tus seguros' }));
    await expect(list.getByText('No tienes seguros contratados.')).toBeVisible();
  },
};

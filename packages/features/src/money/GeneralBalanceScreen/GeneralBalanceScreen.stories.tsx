import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GeneralBalanceScreen } from './GeneralBalanceScreen.tsx';

/** /general-balance's four parts (Screens/Main layout General balance draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Money/GeneralBalanceScreen',
  component: GeneralBalanceScreen,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof GeneralBalanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila's money by category and currency, what it is invested in, her statements and certificates. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Total invertido', 'En qué está invertido', 'Cartolas', 'Certificados tributarios'])
      await expect(await canvas.findByRole('region', { name }, { timeout: 8000 })).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: 'Saldo por categoría y moneda' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

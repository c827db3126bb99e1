import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InsuranceScreen } from './InsuranceScreen.tsx';

/** /insurances/{id} (Screens/Main layout Insurance draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Insurance/InsuranceScreen',
  component: InsuranceScreen,
  args: { insuranceId: '501' },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof InsuranceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila's life insurance: its detail, and the way back to her list. */
export const Contract: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Seguro de vida con ahorro' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: 'Beneficiarios' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver mis seguros' })).toHaveAttribute(
      'href',
      '/insurances',
    );
  },
};

/** A contract that is not hers (or no longer in force): said so, with the way to her list. */
export const NotFound: Story = {
  args: { insuranceId: '999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'No encontramos este seguro' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver mis seguros' })).toHaveAttribute(
      'href',
      '/insurances',
    );
  },
};

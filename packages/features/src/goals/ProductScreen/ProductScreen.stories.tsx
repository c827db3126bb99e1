import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductScreen } from './ProductScreen.tsx';

/** A product's page for the signed-in client (Screens/Main layout Dollarbox draws it whole): no picture of its own. */
const meta = {
  title: 'Features/Goals/ProductScreen',
  component: ProductScreen,
  args: { code: 'dollarbox' },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof ProductScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila's wallet: what it holds, and a deposit into it. */
export const Wallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('product-balance', {}, { timeout: 8000 })).toHaveTextContent(
      '$350.000',
    );
    await expect(canvas.getByRole('link', { name: 'Depositar en Caja Moneda' })).toHaveAttribute(
      'href',
      '/deposit/105',
    );
  },
};

/** A short-term product with one of her goals in it. */
export const ShortTerm: Story = {
  args: { code: 'short-term-invest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('product-balance', {}, { timeout: 8000 })).toHaveTextContent(
      '$1.800.000',
    );
  },
};

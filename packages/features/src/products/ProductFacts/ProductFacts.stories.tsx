import { catalogue } from '@portal/mocks';
import type { Product } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductFacts } from './ProductFacts.tsx';

const productOf = (code: Product['code']): Product => {
  const product = catalogue.products.find((candidate) => candidate.code === code);
  if (!product) throw new Error(`No product ${code} in the mock catalogue`);
  return product;
};

const meta = {
  title: 'Features/Products/ProductFacts',
  component: ProductFacts,
  parameters: { layout: 'padded' },
  args: { product: productOf('goals') },
} satisfies Meta<typeof ProductFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Goals: a range of risk and of fee (lowest first, by balance band), in pesos, rescued in 3 business days. */
export const Goals: Story = {
  play: async ({ canvas }) => {
    const value = (term: string) => canvas.getByText(term).nextElementSibling;
    await expect(value('Moneda')).toHaveTextContent('Pesos');
    await expect(value('Riesgo')).toHaveTextContent('1 a 5, según la estrategia');
    await expect(value('Comisión anual')).toHaveTextContent('0,79% a 1,19%, según tu saldo');
    await expect(value('Depósito mínimo')).toHaveTextContent('$5.000');
    await expect(value('Rescate')).toHaveTextContent('3 días hábiles');
  },
};

/** A dollar product: one fee, a minimum in dollars. */
export const Dollars: Story = {
  args: { product: productOf('short-term-invest-dollars') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dólares')).toBeVisible();
    await expect(canvas.getByText('US$100,00')).toBeVisible();
    await expect(canvas.getByText('0,59%')).toBeVisible();
    await expect(canvas.getByText('1 de 5')).toBeVisible();
  },
};

/** The wallet: free, and rescued the same day. */
export const Wallet: Story = {
  args: { product: productOf('dollarbox') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(canvas.getByText('El mismo día')).toBeVisible();
  },
};

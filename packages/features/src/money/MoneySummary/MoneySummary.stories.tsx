import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MoneySummary } from './MoneySummary.tsx';

const meta = {
  title: 'Features/Money/MoneySummary',
  component: MoneySummary,
  args: { value: 55_650_000, netDeposits: 32_370_000, currency: 'CLP' },
} satisfies Meta<typeof MoneySummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Total, deposited and gained (amount and %), in pesos. */
export const Gain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('money-value')).toHaveTextContent('$55.650.000');
    await expect(canvas.getByTestId('money-deposited')).toHaveTextContent('$32.370.000');
    await expect(canvas.getByTestId('money-gained')).toHaveTextContent('+$23.280.000 (+71,9%)');
    await expect(canvas.queryByText(/por dólar/)).toBeNull();
  },
};

/** A fall shows with its minus sign (and in the danger colour). */
export const Loss: Story = {
  args: { value: 950_000, netDeposits: 1_000_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('money-gained')).toHaveTextContent('-$50.000 (-5,0%)');
  },
};

/** Dollar goals counted in pesos: the rate and its day are named under the figures. */
export const WithDollarRate: Story = {
  args: { rate: { from: 'USD', to: 'CLP', rate: 948.35, date: '2026-11-23' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tus metas en dólares, a $948,35 por dólar (23-11-2026).')).toBeVisible();
  },
};

/** A goal in dollars, on its own page: US$ with cents. */
export const InDollars: Story = {
  args: { value: 3_500, netDeposits: 3_320.5, currency: 'USD', valueLabel: 'Valor de la meta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Valor de la meta')).toBeVisible();
    await expect(canvas.getByTestId('money-value')).toHaveTextContent('US$3.500,00');
    await expect(canvas.getByTestId('money-gained')).toHaveTextContent('+US$179,50 (+5,4%)');
  },
};

/** Everything rescued: no percentage over nothing. */
export const NothingIn: Story = {
  args: { value: 0, netDeposits: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('money-gained')).toHaveTextContent(/^\$0$/);
  },
};

/**
 * Billions in a phone's card (Patrimonio Cordillera, 334 px of card): an amount wider than its half
 * takes a line of its own, and nothing runs past the card's edge.
 */
export const BillionsOnAPhone: Story = {
  args: { value: 7_538_387_610, netDeposits: 4_599_890_000 },
  decorators: [
    (Story) => (
      <div style={{ width: 334 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const gained = canvas.getByTestId('money-gained');
    const deposited = canvas.getByTestId('money-deposited');
    await expect(gained).toHaveTextContent('+$2.938.497.610 (+63,9%)');
    const edge = (gained.closest('dl') as HTMLElement).getBoundingClientRect().right;
    for (const figure of [gained, deposited])
      for (const line of figure.getClientRects()) await expect(line.right).toBeLessThanOrEqual(edge + 0.5);
    // Each on a line of its own.
    await expect(gained.getBoundingClientRect().top).toBeGreaterThan(
      deposited.getBoundingClientRect().bottom,
    );
  },
};

/** The same card with millions: "Depositado" and "Ganado" side by side, in equal halves. */
export const MillionsOnAPhone: Story = {
  decorators: BillionsOnAPhone.decorators,
  play: async ({ canvas }) => {
    const gained = canvas.getByTestId('money-gained').getBoundingClientRect();
    const deposited = canvas.getByTestId('money-deposited').getBoundingClientRect();
    await expect(gained.top).toBe(deposited.top);
    await expect(Math.round(gained.width)).toBe(Math.round(deposited.width));
  },
};

import { apvRescueCost } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ApvRescueCost } from './ApvRescueCost.tsx';

const meta = {
  title: 'Features/Goals/Apv/ApvRescueCost',
  component: ApvRescueCost,
  args: { regime: 'B', cost: apvRescueCost('B', 1_000_000) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApvRescueCost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under B: 15 % withheld, the net that reaches the account, and the surcharge's range (3 % to 7 %). */
export const RegimeB: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        /^Un rescate del régimen B paga impuesto: de \$1\.000\.000, la administradora retiene \$150\.000/,
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('apv-cost-withheld')).toHaveTextContent('$150.000');
    await expect(canvas.getByTestId('apv-cost-surcharge')).toHaveTextContent('Entre $30.000 y $70.000');
    await expect(canvas.getByTestId('apv-cost-net')).toHaveTextContent('$850.000');
    await expect(canvas.queryByTestId('apv-cost-bonus')).toBeNull();
  },
};

/** Under A: nothing withheld; the bonus tied to the amount (15 %) goes back, at most what the goal holds. */
export const RegimeA: Story = {
  args: { regime: 'A', cost: apvRescueCost('A', 1_000_000, 120_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('apv-cost-bonus')).toHaveTextContent('$120.000');
    await expect(canvas.getByTestId('apv-cost-net')).toHaveTextContent('$1.000.000');
    await expect(canvas.queryByTestId('apv-cost-withheld')).toBeNull();
    await expect(canvas.getByText(/No se retiene impuesto\.$/)).toBeVisible();
  },
};

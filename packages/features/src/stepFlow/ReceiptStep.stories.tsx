import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReceiptStep } from './ReceiptStep.tsx';

/** A flow's receipt: the order placed, said at once, and where to go next. */
const meta = {
  title: 'Features/StepFlow/ReceiptStep',
  component: ReceiptStep,
  parameters: { layout: 'padded' },
  args: {
    name: 'deposit',
    number: 4,
    title: 'Registramos tu depósito',
    children: 'Tu depósito de $150.000 a Casa propia quedó en proceso.',
    links: [
      { to: '/pending-transaction-notifications', label: 'Ver depósitos en proceso' },
      { to: '/goals/101#summary', label: 'Volver a Casa propia' },
    ],
  },
} satisfies Meta<typeof ReceiptStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The receipt takes the focus on its heading and says what was done; the first way on leads. */
export const Placed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Registramos tu depósito' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('quedó en proceso');
    await expect(canvas.getByTestId('deposit-done')).toBeVisible();
    const [main, other] = canvas.getAllByRole('link');
    await expect(main).toHaveAttribute('href', '/pending-transaction-notifications');
    await expect(other).toHaveAttribute('href', '/goals/101#summary');
    await expect(canvas.queryByText(/^Paso/)).toBeNull();
  },
};

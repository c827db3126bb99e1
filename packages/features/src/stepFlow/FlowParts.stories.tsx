import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FactRows, StepHeading } from './FlowParts.tsx';

/** The pieces every money flow step shares: its heading with the count, and a summary's rows. */
const meta = {
  title: 'Features/Flows/FlowParts',
  component: StepHeading,
  args: { number: 1, title: '¿Cuánto quieres depositar?' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StepHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: its count, and the focus left where the page puts it (the step's field). */
export const FirstStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 1 de 3')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).not.toHaveFocus();
  },
};

/** A later step takes the focus on its heading, so a screen reader says where the client is. */
export const LaterStep: Story = {
  args: { number: 2, title: 'Transfiere desde tu banco' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paso 2 de 3')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Transfiere desde tu banco' })).toHaveFocus();
  },
};

/** The confirmation is past the counted steps: no count. */
export const Confirmation: Story = {
  args: { number: 4, title: 'Registramos tu depósito' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Paso/)).toBeNull();
  },
};

/** A summary: labels and values, one row each. */
export const Summary: Story = {
  render: () => (
    <FactRows
      label="Resumen del rescate"
      rows={[
        { key: 'goal', label: 'Meta', value: 'Casa propia' },
        { key: 'amount', label: 'Monto', value: '$500.000' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Resumen del rescate')).toBeVisible();
    await expect(canvas.getByTestId('summary-amount')).toHaveTextContent('$500.000');
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Meta', 'Monto']);
  },
};

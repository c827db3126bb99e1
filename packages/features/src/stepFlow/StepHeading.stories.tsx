import { Button, TextField } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { StepHeading } from './StepHeading.tsx';

/** The heading every money flow step shares, with its count. */
const meta = {
  title: 'Features/StepFlow/StepHeading',
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
    const heading = canvas.getByRole('heading', { name: 'Transfiere desde tu banco' });
    await expect(heading).toHaveFocus();
    // Its count is read with it.
    await expect(heading).toHaveAccessibleDescription('Paso 2 de 3');
  },
};

/** The confirmation is past the counted steps: no count. */
export const Confirmation: Story = {
  args: { number: 4, title: 'Registramos tu depósito' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Paso/)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).not.toHaveAttribute('aria-describedby');
  },
};

/** Two steps as a flow draws them: "Volver" only past the first (as the step header), the first with or without its field. */
function TwoSteps({ field }: { field: boolean }) {
  const [number, setNumber] = useState(2);
  return number === 1 ? (
    <>
      <StepHeading number={1} title="¿Cuánto quieres depositar?" />
      {field ? <TextField label="Monto (CLP)" autoFocus /> : null}
    </>
  ) : (
    <>
      <Button tone="secondary" onClick={() => setNumber(1)}>
        Volver
      </Button>
      <StepHeading number={2} title="Transfiere desde tu banco" />
    </>
  );
}

/** Back to the first step: "Volver" is gone with the step it was on, and the first step's heading takes the focus. */
export const BackToTheFirstStep: Story = {
  render: () => <TwoSteps field={false} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(canvas.getByRole('heading', { name: '¿Cuánto quieres depositar?' })).toHaveFocus();
  },
};

/** Back to a first step whose field takes the focus: the field keeps it. */
export const BackToAFieldThatTakesTheFocus: Story = {
  render: () => <TwoSteps field />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(canvas.getByRole('textbox', { name: 'Monto (CLP)' })).toHaveFocus();
  },
};

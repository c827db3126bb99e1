import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

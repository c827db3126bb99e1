import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'UI/Form/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded' },
  args: { label: 'Leí y acepto el contrato de administración de cartera (versión 3).' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is its label: a click anywhere on it ticks the box. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Leí y acepto/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText(/Leí y acepto/));
    await expect(box).toBeChecked();
  },
};

/** The keyboard: Space ticks it. */
export const Keyboard: Story = {
  // Drawn like the default: the behaviour is the point, not another picture.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Not ticked when it must be: invalid, and the error is read with it. */
export const WithError: Story = {
  args: { error: 'Debes aceptar el contrato para continuar.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Debes aceptar el contrato para continuar.');
  },
};

/** A label that holds a link (the terms, opened in a new tab): both are reachable and named. */
export const WithLink: Story = {
  args: {
    label: (
      <>
        Acepto los{' '}
        <a href="/terminos" target="_blank" rel="noreferrer">
          términos y condiciones
        </a>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Acepto los términos y condiciones' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'términos y condiciones' })).toBeVisible();
  },
};

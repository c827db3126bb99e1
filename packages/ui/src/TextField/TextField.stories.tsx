import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/Form/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Nombre de la meta', hint: 'Hasta 40 caracteres.', autoComplete: 'off' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A label, the input and its hint, read with it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de la meta' });
    await expect(input).toHaveAccessibleDescription('Hasta 40 caracteres.');
    await userEvent.type(input, 'Casa propia');
    await expect(input).toHaveValue('Casa propia');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An error marks the field invalid and is read after the hint. */
export const WithError: Story = {
  args: { error: 'Escribe un nombre para tu meta.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre de la meta' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Hasta 40 caracteres. Escribe un nombre para tu meta.');
  },
};

/** A figure: the sign inside the field, large aligned figures; the sign is not read twice. */
export const Amount: Story = {
  args: {
    label: 'Monto en CLP',
    hint: 'Desde $5.000 hasta $50.000.000.',
    prefix: '$',
    inputMode: 'numeric',
    defaultValue: '150.000',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Monto en CLP' });
    await expect(input).toHaveValue('150.000');
    await expect(canvas.getByText('$')).toHaveAttribute('aria-hidden', 'true');
    await expect(Number.parseFloat(getComputedStyle(input).paddingInlineStart)).toBeGreaterThan(12);
  },
};

/** A button beside the field (show the password), reached after it by Tab. */
export const WithAction: Story = {
  args: {
    label: 'Contraseña',
    hint: undefined,
    type: 'password',
    action: <Button tone="ghost">Mostrar</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Contraseña'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mostrar' })).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'UI/Form/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: {
    label: 'Tipo de cuenta',
    defaultValue: '',
    children: [
      <option key="" value="">
        Elige una opción
      </option>,
      <option key="checking" value="checking">
        Cuenta corriente
      </option>,
      <option key="vista" value="vista">
        Cuenta vista
      </option>,
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A native select with its label: the keyboard and the phone's picker work as everywhere. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Tipo de cuenta' });
    await userEvent.selectOptions(select, 'Cuenta vista');
    await expect(select).toHaveValue('vista');
  },
};

/** Nothing chosen when it must be: invalid, and the error is read with it. */
export const WithError: Story = {
  args: { error: 'Elige el tipo de cuenta.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Tipo de cuenta' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Elige el tipo de cuenta.');
  },
};

/** While its options load: disabled, with a hint that says why. */
export const Disabled: Story = {
  args: { disabled: true, hint: 'Cargando los bancos…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Tipo de cuenta' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Field } from './Field.tsx';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: { label: 'Desde', children: () => null },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A native date input with its label: the label names it. */
export const DateInput: Story = {
  render: (args) => (
    <Field {...args} label="Desde">
      {(control) => <input {...control} type="date" defaultValue="2026-11-01" />}
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Desde');
    await expect(input).toHaveValue('2026-11-01');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A native select: the keyboard and the phone's own picker work as everywhere. */
export const Select: Story = {
  render: (args) => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Field {...args} label="Tipo" hint="Deja «Todos» para ver cada movimiento.">
          {(control) => (
            <select {...control} value={value} onChange={(event) => setValue(event.target.value)}>
              <option value="">Todos</option>
              <option value="deposit">Depósitos</option>
              <option value="rescue">Rescates</option>
            </select>
          )}
        </Field>
      );
    }
    return <Controlled />;
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Tipo' });
    await expect(select).toHaveAccessibleDescription('Deja «Todos» para ver cada movimiento.');
    await userEvent.selectOptions(select, 'Rescates');
    await expect(select).toHaveValue('rescue');
  },
};

/** An error marks the control invalid and is read with it, after the hint. */
export const WithError: Story = {
  render: (args) => (
    <Field {...args} label="Hasta" hint="Día, mes y año." error="La fecha final es anterior a la inicial.">
      {(control) => <input {...control} type="date" defaultValue="2026-01-01" />}
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Hasta');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Día, mes y año. La fecha final es anterior a la inicial.',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileField } from './FileField.tsx';

const meta = {
  title: 'UI/Form/FileField',
  component: FileField,
  parameters: { layout: 'padded' },
  args: {
    label: 'Escritura de constitución',
    hint: 'PDF, JPG o PNG de hasta 10 MB.',
    pickLabel: 'Elegir archivo',
    accept: 'application/pdf,image/jpeg,image/png',
    onChange: fn(),
  },
} satisfies Meta<typeof FileField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picker speaks Spanish; the native input keeps the label, the hint and the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Escritura de constitución');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('PDF, JPG o PNG de hasta 10 MB.');
    await expect(canvas.getByText('Elegir archivo')).toBeVisible();
    await userEvent.upload(input, new File(['%PDF'], 'escritura.pdf', { type: 'application/pdf' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Tab reaches the hidden input, and its picker shows the focus ring. */
export const Focused: Story = {
  // Drawn like the default: the behaviour is the point, not another picture.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Escritura de constitución')).toHaveFocus();
    await expect(getComputedStyle(canvas.getByText('Elegir archivo')).outlineStyle).toBe('solid');
  },
};

/** A refused file: the field is invalid, the picker's border says so, the error is read. */
export const WithError: Story = {
  args: { error: 'El archivo pesa más de 10 MB.', pickLabel: 'Reemplazar' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Escritura de constitución');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'PDF, JPG o PNG de hasta 10 MB. El archivo pesa más de 10 MB.',
    );
  },
};

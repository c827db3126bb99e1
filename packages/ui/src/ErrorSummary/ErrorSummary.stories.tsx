import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

const items = [
  { id: 'datos-rut', message: 'Ingresa un RUT válido, por ejemplo 12.345.678-5.' },
  { id: 'datos-email', message: 'Ingresa un correo, por ejemplo nombre@correo.cl.' },
];

const meta = {
  title: 'UI/Form/ErrorSummary',
  component: ErrorSummary,
  parameters: { layout: 'padded' },
  args: { title: 'Revisa lo siguiente para continuar', items, onSelect: fn() },
  render: (args) => (
    <Stack gap="lg">
      <ErrorSummary {...args} />
      <TextField id="datos-rut" label="RUT" error={items[0]?.message} />
      <TextField id="datos-email" label="Correo" error={items[1]?.message} />
    </Stack>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A failed submit: the summary at the top names what to mend, each a link to its field; it can take
 * the focus (the form gives it), and is read by its title.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const summary = canvas.getByRole('region', { name: 'Revisa lo siguiente para continuar' });
    await expect(summary).toHaveAttribute('tabindex', '-1');
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#datos-rut', '#datos-email']);
    await userEvent.click(within(summary).getByRole('link', { name: /correo/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('datos-email');
    // Each field still says its own error, the same words.
    await expect(canvas.getByRole('textbox', { name: 'Correo' })).toHaveAccessibleDescription(
      'Ingresa un correo, por ejemplo nombre@correo.cl.',
    );
  },
};

/** Nothing to mend: nothing drawn, nothing to focus. */
export const NothingWrong: Story = {
  args: { items: [] },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

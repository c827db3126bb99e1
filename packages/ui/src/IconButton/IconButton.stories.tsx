import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'menu', label: 'Abrir menú', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named for screen readers by its label; a click or Enter acts. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** With a badge over the icon (the unread count of the inbox). */
export const WithBadge: Story = {
  args: {
    icon: 'bell',
    label: 'Notificaciones, 3 sin leer',
    badge: <span aria-hidden="true">3</span>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notificaciones, 3 sin leer' })).toHaveTextContent('3');
  },
};

/** Disabled: it does not act. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Every prop at hand. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { icon: 'close', label: 'Cerrar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeEnabled();
  },
};

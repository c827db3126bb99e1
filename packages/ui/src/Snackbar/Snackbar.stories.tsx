import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { Snackbar, type SnackbarProps } from './Snackbar.tsx';

function SnackbarDemo(props: Omit<SnackbarProps, 'open'>) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      {...props}
      open={open}
      onDismiss={(reason) => {
        setOpen(false);
        props.onDismiss(reason);
      }}
    />
  );
}

const meta = {
  title: 'UI/Snackbar',
  component: SnackbarDemo,
  args: {
    message: 'Nueva versión disponible, actualizando...',
    actionLabel: 'Cancelar',
    duration: 3000,
    onAction: fn(),
    onDismiss: fn(),
  },
  parameters: { chromatic: { modes: phoneAndDesktopModes } },
} satisfies Meta<typeof SnackbarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** The update snackbar of docs/RULES.md#app-update: announced politely, gone by itself after 3 s. */
export const UpdateSnackbar: Story = {
  // Ends with nothing on screen: no picture (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args }) => {
    const started = performance.now();
    await expect(await body().findByText('Nueva versión disponible, actualizando...')).toBeVisible();
    await expect(body().getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('timeout'), { timeout: 10_000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** "Cancelar" runs the action and closes it. */
export const ActionPressed: Story = {
  // Ends with nothing on screen: no picture (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Cancelar' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('action'));
  },
};

/** Without an action: just the message. */
export const WithoutAction: Story = {
  args: { message: 'Copiamos tu código de referido', actionLabel: undefined },
  play: async () => {
    await expect(await body().findByText('Copiamos tu código de referido')).toBeVisible();
    await expect(body().queryByRole('button', { name: 'Cancelar' })).toBeNull();
  },
};

/** Every prop at hand: message, action and how long it stays (0 keeps it until dismissed). */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { message: 'Cartola de octubre lista', actionLabel: 'Descargar', duration: 0 },
  play: async () => {
    await expect(await within(document.body).findByText('Cartola de octubre lista')).toBeVisible();
  },
};

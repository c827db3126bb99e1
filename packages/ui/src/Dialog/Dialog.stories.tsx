import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { Dialog } from './Dialog.tsx';

function DialogDemo({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver detalle</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        closable={closable}
        title="Detalle del depósito"
        description="Recibimos $250.000 para tu meta Casa propia."
        actions={<Button onClick={() => setOpen(false)}>Entendido</Button>}
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  parameters: { chromatic: { modes: phoneAndDesktopModes } },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens from a button, traps focus, closes with Escape and gives focus back. */
export const KeyboardAndFocus: Story = {
  // Ends as WithoutCloseButton is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver detalle' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Detalle del depósito' });
    await expect(dialog).toHaveAccessibleDescription('Recibimos $250.000 para tu meta Casa propia.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The × button has a Spanish name and closes. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalle' }));
    await userEvent.click(await body().findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Without the × button: the actions are the only way out (and Escape). */
export const WithoutCloseButton: Story = {
  // Ends closed, as CloseButton's picture.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { closable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalle' }));
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Every prop of the demo at hand: with or without the close button. Open it with the button. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { closable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ver detalle' })).toBeEnabled();
  },
};

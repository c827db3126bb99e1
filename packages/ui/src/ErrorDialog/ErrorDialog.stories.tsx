import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { ErrorDialog } from './ErrorDialog.tsx';

const meta = {
  title: 'UI/ErrorDialog',
  component: ErrorDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    error: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'goals')" },
  },
} satisfies Meta<typeof ErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const TypeErrorShown: Story = {
  // At the desktop too: a dialog is drawn centred there.
  parameters: { chromatic: { modes: phoneAndDesktopModes } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Error no controlado: TypeError' });
    await expect(dialog).toHaveTextContent("Cannot read properties of undefined (reading 'goals')");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A long message wraps inside the dialog, also on a phone. */
export const LongMessage: Story = {
  args: {
    error: {
      name: 'HttpError',
      message: `HTTP 500 for https://api.example.cl/rpc/user/getCurrentUser ${'x'.repeat(300)}`,
    },
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Error no controlado: HttpError' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

export const EscapeCloses: Story = {
  // Ends as TypeErrorShown is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args }) => {
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Every prop at hand: the error's name and message. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { error: { name: 'RangeError', message: 'Invalid time value' } },
  play: async () => {
    await expect(
      await within(document.body).findByRole('alertdialog', { name: 'Error no controlado: RangeError' }),
    ).toHaveTextContent('Invalid time value');
  },
};

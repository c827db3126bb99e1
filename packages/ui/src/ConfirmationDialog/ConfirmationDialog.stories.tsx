import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { allThemeModes } from '../testing/visualModes.ts';
import { ConfirmationDialog } from './ConfirmationDialog.tsx';

const meta = {
  title: 'UI/ConfirmationDialog',
  component: ConfirmationDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The spec's defaults, in Spanish. */
export const Defaults: Story = {
  // The all-themes set's overlay: drawn in all seven themes, locally and in Chromatic.
  parameters: { chromatic: { modes: allThemeModes } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Confirmar acción' });
    await expect(dialog).toHaveTextContent('¿Estás seguro de que quieres confirmar esta acción?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** In English the defaults are the spec's literals (docs/RULES.md#error-texts). */
export const DefaultsInEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Confirm action' });
    await expect(dialog).toHaveTextContent('Are you sure you want to confirm this action?');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Every text can be given; a destructive confirm. */
export const CustomTexts: Story = {
  args: {
    title: '¿Rescatar $100.000?',
    message: 'El dinero llegará a tu cuenta en 2 días hábiles.',
    confirmLabel: 'Rescatar',
    cancelLabel: 'Volver',
    destructive: true,
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: '¿Rescatar $100.000?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Escape cancels. */
export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Every prop at hand: texts, labels and the destructive tone of the confirm button. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: {
    title: '¿Rescatar todo?',
    message: 'Se rescatarán $1.250.000 de tu meta Casa propia.',
    confirmLabel: 'Rescatar',
    cancelLabel: 'Volver',
    destructive: true,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Rescatar todo?' });
    await expect(within(dialog).getByRole('button', { name: 'Rescatar' })).toBeVisible();
  },
};

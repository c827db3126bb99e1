import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { MessageDialog } from './MessageDialog.tsx';

const meta = {
  title: 'UI/MessageDialog',
  component: MessageDialog,
  args: { open: true, onClose: fn(), title: 'Excelente!', text: 'Gracias por confirmar tu perfil de riesgo' },
} satisfies Meta<typeof MessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Risk profile accepted (docs/RULES.md#error-texts). */
export const Accepted: Story = {
  // At the desktop too: a dialog is drawn centred there.
  parameters: { chromatic: { modes: phoneAndDesktopModes } },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Excelente!' });
    await expect(dialog).toHaveAccessibleDescription('Gracias por confirmar tu perfil de riesgo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Risk profile rejected: an executive will get in touch. */
export const Rejected: Story = {
  args: { title: 'Gracias por tu respuesta', text: 'Un ejecutivo se pondrá en contacto contigo.' },
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: 'Gracias por tu respuesta' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Every prop at hand: title, text and the button's label. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { title: 'Depósito recibido', text: 'Lo invertiremos el próximo día hábil.', okLabel: 'Listo' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Depósito recibido' });
    await expect(within(dialog).getByRole('button', { name: 'Listo' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StartupNotice } from './StartupNotice.tsx';

const meta = {
  title: 'Features/Startup/StartupNotice',
  component: StartupNotice,
  args: { failed: ['notifications'], onRetry: fn() },
} satisfies Meta<typeof StartupNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One start-up call failed: the notice names it and offers to try again. */
export const OneFailed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No pudimos cargar las notificaciones. Lo demás del portal funciona.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Several failed: named together, in Spanish ("y" before the last). */
export const SeveralFailed: Story = {
  args: { failed: ['navigation', 'chats', 'shortcuts'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No pudimos cargar el menú, los chats y los accesos directos.',
    );
  },
};

/** Refused by the server (HTTP 403): said, and no retry that would be refused again. */
export const Refused: Story = {
  args: { failed: [], refused: ['messages', 'chats'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No tienes permiso para ver los mensajes y los chats.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** One failed and one refused: both said, and the retry is for the one that failed. */
export const FailedAndRefused: Story = {
  args: { failed: ['notifications'], refused: ['shortcuts'] },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'No pudimos cargar las notificaciones. Lo demás del portal funciona.',
    );
    await expect(alert).toHaveTextContent('No tienes permiso para ver los accesos directos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Everything loaded: nothing shows. */
export const NoneFailed: Story = {
  // Ends with nothing on screen: no picture (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { failed: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};

/** Every argument at hand. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { failed: ['messages', 'notifications'] },
};

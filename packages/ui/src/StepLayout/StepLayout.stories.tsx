import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { phoneAndDesktopModes } from '../testing/visualModes.ts';
import { StepLayout } from './StepLayout.tsx';

const meta = {
  title: 'UI/Layouts/StepLayout',
  component: StepLayout,
  parameters: {
    chromatic: { modes: phoneAndDesktopModes },
    layout: 'fullscreen',
  },
  args: {
    isFirstStep: true,
    logo: <a href="/dashboard">Portal</a>,
    onBack: fn(),
    onClose: fn(),
    children: (
      <main>
        <h1>¿Cuánto quieres depositar?</h1>
      </main>
    ),
  },
} satisfies Meta<typeof StepLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First step: the logo links to /dashboard; close is there. */
export const FirstStep: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('button', { name: 'Volver' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Later steps: a back button instead of the logo; close still there. */
export const LaterStep: Story = {
  args: { isFirstStep: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link', { name: 'Portal' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

/** Buttons before close: the demo's notifications, where a confirmation code's email lands. */
export const WithActions: Story = {
  args: {
    isFirstStep: false,
    actions: <IconButton icon="bell" label="Notificaciones" onClick={fn()} />,
  },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    await expect(buttons).toEqual(['Volver', 'Notificaciones', 'Cerrar']);
  },
};

/** Every prop at hand: first step (logo) or a later one (back). */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { isFirstStep: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

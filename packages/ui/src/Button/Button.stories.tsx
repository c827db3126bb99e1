import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Depositar', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Depositar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = {
  args: { tone: 'secondary', children: 'Cancelar' },
  play: async (ctx) => {
    await expect(ctx.canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};
export const Danger: Story = {
  args: { tone: 'danger', children: 'Cerrar sesión' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },
};
/** Disabled buttons do not act, by mouse or keyboard. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Depositar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Busy (a request on its way): looks disabled, ignores clicks and Enter, does not submit its form
 * again, and keeps the focus it had.
 */
const submitted = fn();
export const Busy: Story = {
  args: { busy: true, children: 'Confirmando…' },
  render: (args) => (
    <form
      aria-label="Depósito"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <Button {...args} type="submit" />
    </form>
  ),
  play: async ({ canvas, args }) => {
    submitted.mockClear();
    const button = canvas.getByRole('button', { name: 'Confirmando…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(submitted).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/**
 * Not available for a moment, and about to be (`aria-disabled`: a code that can be asked again in
 * a few seconds): looks disabled and does not act, but Tab reaches it.
 */
export const Unavailable: Story = {
  args: { 'aria-disabled': true, tone: 'ghost', children: 'Reenviar código' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toBeDisabled();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** Every prop at hand: tone, text, disabled. */
export const Playground: Story = {
  // Controls to try the props; the named stories above draw its states.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { tone: 'primary', children: 'Depositar', disabled: false },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'secondary', 'danger'] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: String(args.children) })).toBeEnabled();
  },
};

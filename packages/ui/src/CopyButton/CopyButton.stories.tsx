import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './CopyButton.tsx';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: 'REF-7F3K-2026', description: 'código de referido', onCopied: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: says "Copiar"; its accessible name says what it copies. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copiar código de referido' })).toBeVisible();
  },
};

/**
 * After a click the value is on the clipboard and the button says "Copiado" (announced politely).
 * That it says "Copiar" again once its 3 s have passed is timed with fake timers in
 * CopyButton.browser.test.tsx, not waited for here.
 */
export const Copied: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Copiar/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Copiado'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copiado');
    await expect(await navigator.clipboard.readText()).toBe('REF-7F3K-2026');
    await expect(args.onCopied).toHaveBeenCalledWith('REF-7F3K-2026');
  },
};

/** A clipboard that refuses (no permission, insecure page) says so instead of pretending. */
export const ClipboardRefused: Story = {
  beforeEach() {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Copiar/ }));
    await waitFor(() => expect(canvas.getByRole('button')).toHaveTextContent('No se pudo copiar'));
    await expect(canvas.getByRole('status')).toHaveTextContent('No se pudo copiar');
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Try any value and description from the controls. */
export const Playground: Story = {
  // Ends as Idle is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  args: { value: '12.345.678-5', description: 'RUT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copiar RUT' })).toBeEnabled();
  },
};

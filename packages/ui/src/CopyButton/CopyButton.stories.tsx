import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './CopyButton.tsx';
import { copiedFeedbackMs } from './copyFeedback.ts';

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
 * After a click the value is on the clipboard and the button says "Copiado" (announced politely),
 * then "Copiar" again once the 3 s of SPEC §9 have passed.
 */
export const CopiedThenResets: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Copiar/ });
    const clickedAt = performance.now();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Copiado'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copiado');
    await expect(await navigator.clipboard.readText()).toBe('REF-7F3K-2026');
    await expect(args.onCopied).toHaveBeenCalledWith('REF-7F3K-2026');
    // Still "Copiado" well into the 3 s, "Copiar" again shortly after them.
    await new Promise((resolve) =>
      setTimeout(resolve, copiedFeedbackMs - 600 - (performance.now() - clickedAt)),
    );
    await expect(button).toHaveTextContent('Copiado');
    await waitFor(() => expect(button).toHaveTextContent('Copiar'), { timeout: 1500 });
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(3000);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
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
  args: { value: '12.345.678-5', description: 'RUT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copiar RUT' })).toBeEnabled();
  },
};

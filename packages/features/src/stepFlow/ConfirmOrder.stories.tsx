import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmOrder } from './ConfirmOrder.tsx';

/** A review step's end: the order's button, and why the order failed when it did. */
const meta = {
  title: 'Features/StepFlow/ConfirmOrder',
  component: ConfirmOrder,
  parameters: { layout: 'padded' },
  args: {
    order: { isPending: false, isError: false, isChecking: false, isOutcomeUnknown: false },
    onConfirm: fn(),
    label: 'Confirmar depósito',
    workingLabel: 'Confirmando…',
    failedText: 'No pudimos registrar tu depósito. Tus datos siguen aquí: inténtalo de nuevo.',
  },
} satisfies Meta<typeof ConfirmOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: a press places the order. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar depósito' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On its way: the button says so, and another press does nothing. */
export const Working: Story = {
  args: { order: { isPending: true, isError: false, isChecking: false, isOutcomeUnknown: false } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Confirmando…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Failed: why, read at once; the button is there to try again. */
export const Failed: Story = {
  args: { order: { isPending: false, isError: true, isChecking: false, isOutcomeUnknown: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos registrar tu depósito.');
    await expect(canvas.getByRole('button', { name: 'Confirmar depósito' })).toBeEnabled();
  },
};

/** The answer was lost: the portal asks the server whether the order was placed, and says so. */
export const Checking: Story = {
  args: { order: { isPending: true, isError: false, isChecking: true, isOutcomeUnknown: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No recibimos la respuesta: estamos revisando si tu orden quedó registrada…',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmando…' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * The answer was lost and the server could not be asked: never "try again" as if nothing happened;
 * confirming again is safe (the same key), and the text says why.
 */
export const OutcomeUnknown: Story = {
  args: { order: { isPending: false, isError: true, isChecking: false, isOutcomeUnknown: true } },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No pudimos saber si tu orden quedó registrada.');
    await expect(alert).toHaveTextContent('si ya lo estaba, no se hará dos veces');
    await expect(alert).not.toHaveTextContent('No pudimos registrar tu depósito');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar depósito' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

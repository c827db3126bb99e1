import { expect, userEvent, waitFor, type within } from 'storybook/test';

/** What a story's play function queries (Storybook's `canvas`). */
type Canvas = ReturnType<typeof within>;

/**
 * For stories: confirms an order with a code (docs/RULES.md#confirmation-codes) as a client does.
 * The order's button sends the code; the client reads it in their email (`readCode`: the mock
 * backend's last code sent), types it and presses the button again.
 */
export async function confirmWithCode(canvas: Canvas, button: string, readCode: () => string | undefined) {
  await userEvent.click(await canvas.findByRole('button', { name: button }, { timeout: 8000 }));
  const field = await canvas.findByRole('textbox', { name: 'Código de confirmación' }, { timeout: 8000 });
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.type(field, readCode() ?? '');
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

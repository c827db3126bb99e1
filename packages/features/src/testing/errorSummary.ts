import { expect, waitFor, within } from 'storybook/test';

/** What a story's play function queries (Storybook's `canvas`). */
type Canvas = ReturnType<typeof within>;

/**
 * For stories: the form's error summary once a submit failed, with the focus on it and a link for
 * each of `messages` (docs/RULES.md#forms-sent-to-the-server). Returns it, to follow a link.
 */
export async function expectErrorSummary(canvas: Canvas, ...messages: (string | RegExp)[]) {
  const summary = await canvas.findByRole(
    'region',
    { name: 'Revisa lo siguiente para continuar' },
    { timeout: 8000 },
  );
  await waitFor(() => expect(summary).toHaveFocus());
  for (const message of messages)
    await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
  return within(summary);
}

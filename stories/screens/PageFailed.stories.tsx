import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import PageFailed from '../../apps/portal/src/routing/PageFailed.tsx';

/**
 * What a page that failed to draw shows inside its layout (docs/RULES.md#error-texts): what
 * happened, that nothing was lost, and a retry, a way back and home. The boundary around every page
 * draws it (its browser test throws in a page; no product page throws on purpose).
 */
const meta = {
  title: 'Screens/Page failed',
  component: PageFailed,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
  args: { onRetry: fn() },
} satisfies Meta<typeof PageFailed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Said at once (an alert, its heading focused); Reintentar draws the page again. */
export const Failed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No pudimos mostrar esta páginaAlgo inesperado pasó al dibujarla. Tus datos y tu dinero están a salvo',
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'No pudimos mostrar esta página' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: 'Volver' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Ir al inicio' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

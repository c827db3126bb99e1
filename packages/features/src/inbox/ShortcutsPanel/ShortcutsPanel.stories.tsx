import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShortcutsPanel } from './ShortcutsPanel.tsx';

const meta = {
  title: 'Features/Inbox/ShortcutsPanel',
  component: ShortcutsPanel,
  args: { onNavigate: fn() },
} satisfies Meta<typeof ShortcutsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shortcuts from the mock backend; in-app ones navigate with the router. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /Depositar/ }));
    // Camila's shortcut deposits into her starred goal, Casa propia (101).
    await expect(args.onNavigate).toHaveBeenCalledWith('/deposit/101');
    await expect(canvas.getByRole('link', { name: /Mis seguros/ })).toHaveAttribute('href', '/insurances');
  },
};

export const DeleteOne: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar: Depositar' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: /Depositar/ })).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/shortcuts', () => HttpResponse.json([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aún no tienes accesos directos.')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/shortcuts', () => new HttpResponse(null, { status: 503 })));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No pudimos cargar tus accesos directos.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InboxPanel } from './InboxPanel.tsx';

const meta = {
  title: 'Features/Inbox/InboxPanel',
  component: InboxPanel,
  args: { kind: 'notifications' },
} satisfies Meta<typeof InboxPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Notifications from the mock backend, unread ones highlighted, with their count. */
export const Notifications: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Depósito recibido')).toBeVisible();
    await expect(canvas.getByText('2 sin leer')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Mark all as read: every item reads as read, the count drops to 0 and the button disables. */
export const MarkAllAsRead: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Depósito recibido');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() => expect(canvas.getByText('0 sin leer')).toBeVisible());
    for (const item of canvas.getAllByRole('listitem'))
      await expect(item).toHaveAttribute('data-read', 'true');
    await expect(canvas.getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
  },
};

/** Toggle one item's read flag, then delete it. */
export const ToggleAndDelete: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Depósito recibido');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como leído: Depósito recibido' }));
    await waitFor(() => expect(canvas.getByText('1 sin leer')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar: Depósito recibido' }));
    await waitFor(() => expect(canvas.queryByText('Depósito recibido')).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Messages use the same panel. */
export const Messages: Story = {
  args: { kind: 'messages' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mensajes' })).toBeVisible();
    await expect(await canvas.findByText('Tu asesora Daniela Muñoz Pérez')).toBeVisible();
    await expect(canvas.getByText('1 sin leer')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/notifications', () => HttpResponse.json([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tienes notificaciones.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/notifications', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cargando…');
  },
};

/** A failed or malformed answer shows an error with a retry. */
export const LoadError: Story = {
  // Ends as Empty is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/api/common/notifications', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json([{ id: 1 }]) : HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No pudimos cargar tus notificaciones.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByText('No tienes notificaciones.')).toBeVisible();
  },
};

/** Mark-all fails: the optimistic change is undone. */
export const MarkAllFails: Story = {
  // Ends as Notifications is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/common/notifications/mark-all-as-read', () => new HttpResponse(null, { status: 500 })),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Depósito recibido');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() => expect(canvas.getByText('2 sin leer')).toBeVisible());
  },
};

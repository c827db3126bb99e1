import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
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

/**
 * A delete on its way while the read flag before it settles: the list asked again after the flag
 * must not bring the deleted item back for a moment (it is asked once the last change has landed).
 */
export const DeleteWhileTheFlagSettles: Story = {
  parameters: { chromatic: { disableSnapshot: true } }, // Its last picture is ToggleAndDelete's.
  beforeEach({ msw }) {
    // The flag lands after 200 ms, the delete after 800: a list asked in between still holds the item.
    msw.use(
      http.patch('*/api/common/notifications', async () => {
        await delay(200);
      }),
      http.delete('*/api/common/notifications', async () => {
        await delay(800);
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Depósito recibido');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como leído: Depósito recibido' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar: Depósito recibido' }));
    await expect(canvas.queryByText('Depósito recibido')).toBeNull();
    // Looked for every 50 ms until the delete has landed and the list is the server's again.
    const seen: number[] = [];
    const started = performance.now();
    while (performance.now() - started < 1500) {
      if (canvas.queryByText('Depósito recibido')) seen.push(Math.round(performance.now() - started));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expect(seen).toEqual([]);
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

/** Mark-all fails: the optimistic change is undone, and a toast says so. */
export const MarkAllFails: Story = {
  // Ends as Notifications is drawn, with a toast: no picture of its own.
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
    await expect(
      await within(document.body).findByText('No pudimos marcar todo como leído. Inténtalo de nuevo.'),
    ).toBeVisible();
  },
};

/** Newest first, whatever order the server sends them in. */
export const NewestFirst: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    const item = (id: string, title: string, time: string) => ({
      id,
      read: false,
      notification: { title, time },
    });
    msw.use(
      http.get('*/api/common/notifications', () =>
        HttpResponse.json([
          item('1', 'La más antigua', '2026-11-20T10:00:00Z'),
          item('2', 'La más nueva', '2026-11-27T10:00:00Z'),
          item('3', 'La del medio', '2026-11-24T10:00:00Z'),
        ]),
      ),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText('La más nueva');
    const titles = canvas.getAllByRole('listitem').map((item) => item.querySelector('p, span')?.textContent);
    await expect(titles).toEqual(['La más nueva', 'La del medio', 'La más antigua']);
  },
};

/**
 * Delete, clicked twice fast: the item leaves at once and one DELETE is sent; when it fails, the
 * item comes back and a toast says so.
 */
export const DeleteOnceAndFails: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    const deletes: string[] = [];
    Object.assign(window, { inboxDeletes: deletes });
    msw.use(
      http.delete('*/api/common/notifications', ({ request }) => {
        deletes.push(new URL(request.url).searchParams.get('id') ?? '');
        return new HttpResponse(null, { status: 500 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Depósito recibido');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Eliminar: Depósito recibido' }));
    await expect(
      await within(document.body).findByText('No pudimos eliminar «Depósito recibido». Inténtalo de nuevo.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Depósito recibido')).toBeVisible();
    await expect((window as unknown as { inboxDeletes: string[] }).inboxDeletes).toHaveLength(1);
  },
};

/**
 * Read and unread again with PATCH {id, notification} (the product call, not the demo's toggle):
 * the flag shows at once; when the server refuses, it goes back and a toast says so.
 */
export const MarkReadSendsPatchAndFails: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    const patches: unknown[] = [];
    Object.assign(window, { inboxPatches: patches });
    msw.use(
      http.patch('*/api/common/notifications', async ({ request }) => {
        patches.push(await request.json());
        return new HttpResponse(null, { status: 500 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Depósito recibido');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como leído: Depósito recibido' }));
    await expect(await within(document.body).findByText(/No pudimos .*«Depósito recibido»/)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('2 sin leer')).toBeVisible());
    const patches = (window as unknown as { inboxPatches: { id: string; notification: unknown }[] })
      .inboxPatches;
    await expect(patches).toHaveLength(1);
    await expect(patches[0]?.notification).toEqual({ read: true });
  },
};

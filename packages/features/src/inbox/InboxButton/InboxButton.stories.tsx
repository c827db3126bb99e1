import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InboxButton } from './InboxButton.tsx';

const meta = {
  title: 'Features/Inbox/InboxButton',
  component: InboxButton,
  args: { kind: 'notifications' },
} satisfies Meta<typeof InboxButton>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** The count of unread notifications is in the button's name; it opens the panel; Escape closes it. */
export const OpensThePanel: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    await userEvent.click(button);
    await expect(await body().findByRole('heading', { name: 'Notificaciones' })).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Marcar todo como leído' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notificaciones, 0 sin leer' })).toBeInTheDocument(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Notificaciones' })).toBeNull());
  },
};

/**
 * The list cannot be loaded: the count is unknown, so the button is plain "Notificaciones" (not
 * "0 sin leer"), and its panel (which asks again as it opens) says what failed.
 */
export const ListFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/notifications', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Notificaciones' });
    await expect(canvas.queryByRole('button', { name: /sin leer/ })).toBeNull();
    await userEvent.click(button);
    await expect(await body().findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'No pudimos cargar tus notificaciones.',
    );
    // The popover is a dialog named by its heading (the check of axe runs with it open).
    await expect(body().getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatPanel } from './ChatPanel.tsx';

const meta = {
  title: 'Features/Chat/ChatPanel',
  component: ChatPanel,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** "Escríbenos": the client's conversations, each naming who answers. */
export const Conversations: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Escríbenos' });
    await expect(await within(dialog).findByRole('button', { name: /Daniela Muñoz Pérez/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /Atención a clientes/ })).toBeVisible();
    await expect(within(dialog).getByText('1 mensaje sin leer')).toBeVisible();
  },
};

/** Open one, read its messages, write and send: the message joins the conversation. */
export const OpenAndSend: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Escríbenos' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Daniela Muñoz Pérez/ }));
    const log = await within(dialog).findByRole('log', { name: 'Mensajes' });
    await expect(log).toHaveTextContent('¿Revisamos tu meta esta semana?');
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Tu mensaje'), 'Sí, el jueves me acomoda.');
    await userEvent.click(send);
    await waitFor(() => expect(log).toHaveTextContent('Sí, el jueves me acomoda.'));
    await expect(within(dialog).getByLabelText('Tu mensaje')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver a las conversaciones' }));
    const advisor = await within(dialog).findByRole('button', { name: /Daniela Muñoz Pérez/ });
    // Read once opened: no unread count any more.
    await waitFor(() => expect(advisor).not.toHaveTextContent('sin leer'));
  },
};

/** A failed send says so and keeps what the client wrote. */
export const SendFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/apps/chat/messages', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Escríbenos' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Atención a clientes/ }));
    await userEvent.type(await within(dialog).findByLabelText('Tu mensaje'), '¿Y mi cartola?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No pudimos enviar tu mensaje.');
    const field = within(dialog).getByLabelText('Tu mensaje');
    await expect(field).toHaveValue('¿Y mi cartola?');
    // Back to the message to try again (and a still picture: no hover or focus left on the button).
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(field);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** No conversations yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/apps/chat/chats', () => HttpResponse.json([])));
  },
  play: async () => {
    await expect(await body().findByText('Aún no tienes conversaciones.')).toBeVisible();
  },
};

/** The list cannot be read (or comes malformed): a Spanish error with Reintentar. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/api/apps/chat/chats', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json([{ id: 7 }]) : HttpResponse.json([]);
      }),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Escríbenos' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos cargar las conversaciones.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await expect(await within(dialog).findByText('Aún no tienes conversaciones.')).toBeVisible();
  },
};

/** Every argument at hand. */
export const Playground: Story = {
  // Drawn as Conversations is: no picture of its own (it is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
};

import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { WithClient } from './WithClient.tsx';

/** The client's data around a page outside the main frame (the flows' choosers, the companies page). */
const meta = {
  title: 'Features/Kit/WithClient',
  component: WithClient,
  args: { children: (user) => <p>Hola, {user.firstname}</p> },
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof WithClient>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client is here: what the page draws with them. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Hola, Camila', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** On its way: said so. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/user/getCurrentUser', answerNever));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Cargando tus datos…');
  },
};

/** Refused this account: said so, and no retry (it would be refused again). */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/rpc/user/getCurrentUser', () =>
        HttpResponse.json({ error: 'forbidden' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No tienes acceso a esta cuenta.',
    );
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

/** Failed: said so, and "Reintentar" asks again (here the backend answers then). */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/rpc/user/getCurrentUser', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Revisa tu conexión e inténtalo de nuevo.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByText('Hola, Camila', {}, { timeout: 8000 })).toBeVisible();
  },
};

import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UsBrokerageScreen } from './UsBrokerageScreen.tsx';

/** /ibkr (Screens/Ibkr draws its states whole, in the app): no picture of its own. */
const meta = {
  title: 'Features/Products/UsBrokerageScreen',
  component: UsBrokerageScreen,
  parameters: { layout: 'padded', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof UsBrokerageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila is invited: the way to activate her account. */
export const Invited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ibkr-state', {}, { timeout: 8000 })).toHaveTextContent(
      'Activa tu cuenta en el bróker',
    );
    await expect(canvas.getByRole('link', { name: 'Activar mi cuenta' })).toHaveAttribute(
      'href',
      '/ibkr/activate',
    );
  },
};

/** Until the invitation is known, the screen says it is checking (never "not invited"). */
export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/codes/getActiveCodes', answerNever));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      'Revisando tu invitación…',
    );
    await expect(canvas.queryByRole('link', { name: 'Activar mi cuenta' })).toBeNull();
  },
};

/** A failed check is said, with a retry that asks again. */
export const CheckFailed: Story = {
  beforeEach({ msw }) {
    // Once: the retry reaches the mock backend's own answer (Camila is invited).
    msw.use(
      http.post('*/rpc/codes/getActiveCodes', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos revisar tu invitación.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(
      () => expect(canvas.getByTestId('ibkr-state')).toHaveTextContent('Activa tu cuenta en el bróker'),
      {
        timeout: 8000,
      },
    );
  },
};

/** Benjamín's account is open: its number and the portal's part. */
export const Active: Story = {
  parameters: { persona: 'usInvitation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('ibkr-state')).toHaveTextContent(/Tu cuenta N\.º U\d{7}/), {
      timeout: 8000,
    });
    await expect(canvas.getByRole('link', { name: 'Ver mis dólares' })).toHaveAttribute(
      'href',
      '/short-term-invest-dollars',
    );
  },
};

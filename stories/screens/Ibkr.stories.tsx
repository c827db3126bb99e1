import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import IbkrPage from '../../apps/portal/src/pages/IbkrPage.tsx';

/**
 * /ibkr's own states: whether the client is invited to the US brokerage decides what the page
 * offers, so it is never guessed while that is on its way or when asking for it failed.
 */
const meta = {
  title: 'Screens/Ibkr',
  tags: ['!autodocs'],
  component: IbkrPage,
  // At the phone: states of a page whose desktop Screens/Main layout draws (Ibkr).
  parameters: { layout: 'fullscreen', route: '/ibkr' },
} satisfies Meta<typeof IbkrPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation on its way: said so, and neither "activate" nor "by invitation only" yet. */
export const CheckingInvitation: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/rpc/codes/getActiveCodes', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Revisando tu invitación…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invierte en EE.UU.' })).toBeVisible();
    await expect(canvas.queryByText('Solo por invitación')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Activar mi cuenta' })).toBeNull();
  },
};

/** The check failed: said so with a retry, which brings Camila's invitation (not "by invitation only"). */
export const InvitationCheckFailed: Story = {
  // Ends as Camila's /ibkr, which Screens/Main layout draws (Ibkr): no picture of its own.
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    // Once: the retry reaches the mock backend's own answer (Camila is invited).
    msw.use(
      http.post('*/rpc/codes/getActiveCodes', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No pudimos revisar tu invitación.');
    await expect(canvas.queryByText('Solo por invitación')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(canvas.getByTestId('ibkr-state')).toHaveTextContent('Activa tu cuenta en el bróker'),
    );
    await expect(canvas.getByRole('link', { name: 'Activar mi cuenta' })).toHaveAttribute(
      'href',
      '/ibkr/activate',
    );
  },
};

/**
 * The account open (Benjamín): its number and since when, where it is used, and the portal's part
 * (his dollars, his advisor); never the invitation's offer again.
 */
export const ActiveAccount: Story = {
  // Its picture is the screens' in its frame (Screens/Main layout, IbkrActive).
  parameters: { persona: 'usInvitation', chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByTestId('ibkr-state')).toHaveTextContent(
        /^Tu cuenta N\.º U\d{7} en el bróker está activa desde el 2 de marzo de 2026\.$/,
      ),
    );
    await expect(canvas.getByRole('link', { name: 'Ver mis dólares' })).toHaveAttribute(
      'href',
      '/short-term-invest-dollars',
    );
    await expect(canvas.getByRole('link', { name: 'Hablar con mi asesor' })).toHaveAttribute(
      'href',
      '/advisor',
    );
    await expect(canvas.queryByRole('link', { name: 'Activar mi cuenta' })).toBeNull();
  },
};

/** The account's data cannot be read: said so with a retry, which brings it. */
export const ActiveAccountFailed: Story = {
  // Ends as ActiveAccount is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { persona: 'usInvitation', chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/ibkr/account', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar los datos de tu cuenta en el bróker.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.getByTestId('ibkr-state')).toHaveTextContent(/Tu cuenta N\.º U\d{7}/));
  },
};

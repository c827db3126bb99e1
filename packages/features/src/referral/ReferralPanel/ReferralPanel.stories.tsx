import { answerNever } from '@portal/mocks/testing';
import { drawnByItsScreen } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReferralPanel } from './ReferralPanel.tsx';

const meta = {
  title: 'Features/Referral/ReferralPanel',
  component: ReferralPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReferralPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Camila: her code and link, each with a copy button; WhatsApp with the message ready; what she
 * earned (two friends invested: 2 × $10.000) and each friend with how far they got.
 */
export const Individual: Story = {
  // Its picture: Screens/Main layout: Referral.
  parameters: { chromatic: drawnByItsScreen },
  play: async ({ canvas }) => {
    const code = await canvas.findByTestId('referral-code', {}, { timeout: 8000 });
    await expect(code).toHaveTextContent(/^CAMILA-[0-9A-Z]{4}$/);
    const link = canvas.getByTestId('referral-link');
    await expect(link).toHaveTextContent(`https://inversiones.example.cl/invita/${code.textContent}`);
    // A narrow screen breaks it after a slash, never inside the code: the last break comes before it.
    await expect(link.lastChild?.textContent).toBe(code.textContent);
    await expect(link.lastChild?.previousSibling?.nodeName).toBe('WBR');
    await expect(canvas.getByRole('button', { name: 'Copiar tu código de invitación' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar tu enlace de invitación' })).toBeVisible();
    const whatsapp = canvas.getByRole('link', { name: 'Enviar por WhatsApp (se abre en una pestaña nueva)' });
    await expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(
      `Usa mi código ${code.textContent} y ambos recibimos $10.000`,
    );
    await expect(canvas.getByTestId('referral-earned')).toHaveTextContent('$20.000');
    await expect(canvas.getByTestId('referral-invited')).toHaveTextContent('4');
    await expect(canvas.getByTestId('referral-invested')).toHaveTextContent('2');
    const friends = within(canvas.getByRole('region', { name: 'Tus invitados' })).getAllByRole('listitem');
    await expect(friends).toHaveLength(4);
    await expect(friends[0]).toHaveTextContent(
      'Joaquín M.Invitación del 14 de marzo de 2026Ya invierte+$10.000',
    );
    await expect(friends[3]).toHaveTextContent(
      'Antonia L.Invitación del 10 de noviembre de 2026Invitación enviada—',
    );
  },
};

/** The code reaches the clipboard, and the button says so. */
export const CopyTheCode: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole(
      'button',
      { name: 'Copiar tu código de invitación' },
      { timeout: 8000 },
    );
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Copiado'));
    await expect(await navigator.clipboard.readText()).toBe(canvas.getByTestId('referral-code').textContent);
  },
};

/** Nobody invited yet: the figures at zero and an invitation to start. */
export const NoFriendsYet: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/referrals', () =>
        HttpResponse.json({
          code: 'BENJAMIN-0A1B',
          shareUrl: 'https://inversiones.example.cl/invita/BENJAMIN-0A1B',
          rewardPerFriend: 10_000,
          referred: [],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Aún no has invitado a nadie. Comparte tu código para empezar.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByTestId('referral-earned')).toHaveTextContent('$0');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/referrals', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu programa de referidos…');
  },
};

/** A share link that is not a web address is refused as bad data; the retry brings the programme. */
export const ErrorWithRetry: Story = {
  // Ends as Individual's picture after its retry.
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(
        '*/api/referrals',
        () =>
          HttpResponse.json({
            code: 'CAMILA-1',
            shareUrl: 'javascript:alert(1)',
            rewardPerFriend: 1,
            referred: [],
          }),
        { once: true },
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar tu programa de referidos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByTestId('referral-code', {}, { timeout: 8000 })).toBeVisible();
  },
};

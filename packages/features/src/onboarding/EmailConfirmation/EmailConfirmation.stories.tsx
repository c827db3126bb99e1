import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { EmailConfirmation } from './EmailConfirmation.tsx';

const meta = {
  title: 'Features/Onboarding/EmailConfirmation',
  component: EmailConfirmation,
  parameters: { layout: 'padded' },
  args: { token: 'enlace-de-tomas', onSignIn: fn() },
} satisfies Meta<typeof EmailConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = (status: number, body: Record<string, unknown>) => ({
  beforeEach({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.post>[]) => void } }) {
    msw.use(http.post('*/api/registrations/confirmation', () => HttpResponse.json(body, { status })));
  },
});

/** The link works: confirmed, and the way in. */
export const Confirmed: Story = {
  ...answer(200, { email: 'tomas.vergara@example.cl', firstname: 'Tomás' }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByTestId('confirmation-outcome', {}, { timeout: 8000 })).toHaveTextContent(
      '¡Listo, Tomás! Confirmamos tu correo tomas.vergara@example.cl.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** Expired: said, and a new link to the email typed. */
export const Expired: Story = {
  ...answer(410, { reason: 'expired' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('confirmation-outcome', {}, { timeout: 8000 })).toHaveTextContent(
      'Este enlace venció: duran 24 horas.',
    );
    const email = canvas.getByRole('textbox', { name: 'Correo' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
    await expect(email).toHaveAccessibleDescription(
      'Ingresa un correo válido, por ejemplo nombre@correo.cl.',
    );
    await userEvent.type(email, 'tomas.vergara@example.cl');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviarme un enlace nuevo' }));
    await expect(await canvas.findByTestId('confirmation-resent', {}, { timeout: 8000 })).toHaveTextContent(
      'Si tomas.vergara@example.cl tiene una cuenta por confirmar, le enviamos un enlace nuevo.',
    );
  },
};

/** Used already: the email is confirmed; the way in. */
export const Used: Story = {
  ...answer(410, { reason: 'used' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('confirmation-outcome', {}, { timeout: 8000 })).toHaveTextContent(
      'Este enlace ya se usó: tu correo está confirmado.',
    );
    await expect(canvas.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  },
};

/** Not one of ours (the real mock: no such token): said, with a new link to ask for. */
export const Unknown: Story = {
  // Its picture is the screens' (Screens/Empty and step layouts, ConfirmationUnknownLink).
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('confirmation-outcome', {}, { timeout: 8000 })).toHaveTextContent(
      'Este enlace no es válido.',
    );
    await expect(canvas.getByRole('form', { name: 'Enviarme un enlace nuevo' })).toBeVisible();
  },
};

/** The server does not answer: said, with Reintentar. */
export const ConfirmFails: Story = {
  ...answer(503, { error: 'down' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No pudimos confirmar tu correo ahora.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/registrations/confirmation', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Confirmando tu correo…')).toBeInTheDocument();
  },
};

import { answerNever } from '@portal/mocks/testing';
import { drawnByItsScreen } from '@portal/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ContractAcceptance } from './ContractAcceptance.tsx';

const meta = {
  title: 'Features/Onboarding/ContractAcceptance',
  component: ContractAcceptance,
  // A client still registering (the contract is step 3); an open account has accepted it already.
  parameters: { layout: 'padded', persona: 'onboarding' },
} satisfies Meta<typeof ContractAcceptance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contract in force, its text in a region of its own; accepting needs the box ticked. */
export const ToAccept: Story = {
  // Its picture: Screens/Empty and step layouts: Contract.
  parameters: { chromatic: drawnByItsScreen },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Contrato de administración de cartera' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Texto del contrato' })).toHaveTextContent('1. Objeto');
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar contrato' }));
    const box = canvas.getByRole('checkbox', { name: /Leí y acepto el contrato de administración/ });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription('Marca la casilla para aceptar el contrato.');
  },
};

/** Ticked and accepted: recorded, and said with its day. */
export const Accepted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', {}, { timeout: 8000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar contrato' }));
    await expect(await canvas.findByTestId('contract-accepted', {}, { timeout: 8000 })).toHaveTextContent(
      /^Aceptaste la versión 2026\.2 el \d+ de \w+ de \d{4}\./,
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** An open account accepted the version in force: said with its day, nothing to tick. */
export const AlreadyAccepted: Story = {
  parameters: { persona: 'individual' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('contract-accepted', {}, { timeout: 8000 })).toHaveTextContent(
      'Aceptaste la versión 2026.2 el 8 de septiembre de 2026.',
    );
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/dashboard');
  },
};

/** A newer version came out meanwhile (422): said, unticked, to read again. */
export const NewerVersion: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/contract/acceptance', () =>
        HttpResponse.json(
          {
            message: 'Revisa el contrato.',
            errors: { version: 'Hay una versión nueva del contrato: léela antes de aceptarla.' },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', {}, { timeout: 8000 });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar contrato' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Hay una versión nueva del contrato: léela antes de aceptarla.',
    );
    await waitFor(() => expect(canvas.getByRole('checkbox')).not.toBeChecked());
    const accept = canvas.getByRole('button', { name: 'Aceptar contrato' });
    await waitFor(() => expect(accept).not.toHaveAttribute('aria-disabled'));
    await expect(accept).toHaveFocus();
    await userEvent.unhover(accept);
    accept.blur();
  },
};

/** Recording fails: said; the box stays ticked for the retry. */
export const AcceptFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/contract/acceptance', () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', {}, { timeout: 8000 }));
    const accept = canvas.getByRole('button', { name: 'Aceptar contrato' });
    await userEvent.click(accept);
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos registrar tu aceptación. Inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(accept).not.toHaveAttribute('aria-disabled'));
    await userEvent.unhover(accept);
    accept.blur();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/contract', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando el contrato…');
  },
};

export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/contract', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar el contrato.',
    );
  },
};

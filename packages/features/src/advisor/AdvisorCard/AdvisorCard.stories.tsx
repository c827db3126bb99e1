import { advisors } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AdvisorCard } from './AdvisorCard.tsx';

const meta = {
  title: 'Features/Advisor/AdvisorCard',
  component: AdvisorCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdvisorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila's advisor: name, role, how to reach her (mail and phone as Chile writes it), her next free day. */
export const Assigned: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Daniela Muñoz Pérez', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText('Asesora de inversiones')).toBeVisible();
    const contact = within(canvas.getByRole('list', { name: 'Cómo contactarlo' }));
    await expect(contact.getByRole('link', { name: 'daniela.munoz@example.cl' })).toHaveAttribute(
      'href',
      'mailto:daniela.munoz@example.cl',
    );
    await expect(contact.getByRole('link', { name: '+56 2 2345 6781' })).toHaveAttribute(
      'href',
      'tel:+56223456781',
    );
    // Her first free half hour (api/advisor/slots), a business day after today.
    await expect(canvas.getByTestId('advisor-availability')).toHaveTextContent(
      /^Próxima hora disponible: \d{1,2} de [a-z]+ de \d{4}\.$/,
    );
  },
};

/** An agenda with no free day says so, and how to reach them anyway. */
export const AgendaFull: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/advisor', () => HttpResponse.json({ advisor: advisors.usInvitation })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Carolina Vega Ortiz', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByTestId('advisor-availability')).toHaveTextContent(/agenda está completa/);
  },
};

/**
 * Registration not finished: no advisor yet, when one comes, and that a meeting is booked with the
 * advisory team meanwhile (the page's "Agendar una reunión" beside it).
 */
export const NotAssigned: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/advisor', () => HttpResponse.json({ advisor: null })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Aún no tienes un asesor asignado/, {}, { timeout: 8000 }),
    ).toHaveTextContent(
      'Aún no tienes un asesor asignado: te asignaremos uno cuando termines tu registro. Mientras tanto, puedes agendar una reunión con nuestro equipo de asesoría.',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/advisor', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu asesor…');
  },
};

/** A malformed answer is an error, not a broken card; the retry brings it. */
export const ErrorWithRetry: Story = {
  // Ends as Assigned is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/advisor', () => HttpResponse.json({ advisor: { firstname: 'Daniela' } }), {
        once: true,
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar los datos de tu asesor.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByText('Daniela Muñoz Pérez', {}, { timeout: 8000 })).toBeVisible();
  },
};

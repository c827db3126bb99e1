import { companyApplicationExample, seedCompanyApplication } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { CompanyApplicationStatus } from './CompanyApplicationStatus.tsx';

const meta = {
  title: 'Features/Onboarding/CompanyApplicationStatus',
  component: CompanyApplicationStatus,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CompanyApplicationStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No application yet: the way to start one. */
export const NotStarted: Story = {
  beforeEach: () => seedCompanyApplication('individual', null),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^No tienes una solicitud en curso\./, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/entity/new');
  },
};

/** A company's own portal (Inversiones Andes): no other company is registered from it; it says where. */
export const CompanyAccount: Story = {
  parameters: { persona: 'company' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Estás en el portal de una empresa\./, {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Comenzar' })).toBeNull();
  },
};

/** Under way: whose, the step it goes on at, and the way there. */
export const Draft: Story = {
  beforeEach: () => seedCompanyApplication('individual', companyApplicationExample),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Tienes una solicitud en curso para Ferretería Los Andes SpA. Sigue en «Documentos».',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuar solicitud' })).toHaveAttribute(
      'href',
      '/entity/onboarding/documentos',
    );
  },
};

/** Sent: in review since when. */
export const InReview: Story = {
  beforeEach: () =>
    seedCompanyApplication('individual', {
      ...companyApplicationExample,
      status: 'in-review',
      documents: {
        deed: { name: 'escritura.pdf', size: 350_000 },
        powers: { name: 'poderes.pdf', size: 120_000 },
      },
      submittedAt: '2026-11-20T15:30:00.000Z',
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'La solicitud de Ferretería Los Andes SpA está en revisión desde el 20 de noviembre de 2026. Te avisamos por correo.',
        {},
        { timeout: 8000 },
      ),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/company-application', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cargando la solicitud de tu empresa…')).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/company-application', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No pudimos cargar la solicitud de tu empresa.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  },
};

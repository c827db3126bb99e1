import { companyProfiles } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { CompanyProfile } from './CompanyProfile.tsx';

const meta = {
  title: 'Features/Profile/CompanyProfile',
  component: CompanyProfile,
  parameters: { layout: 'padded' },
  beforeEach({ msw }) {
    // Storybook acts for Camila (a person): answer as the company account would.
    msw.use(http.get('*/api/entity', () => HttpResponse.json(companyProfiles.company)));
  },
} satisfies Meta<typeof CompanyProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inversiones Andes: RUTs as Chile writes them, the line of business, and its representative. */
export const ActiveCompany: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('company-rut', {}, { timeout: 8000 })).toHaveTextContent(
      '76.543.210-3',
    );
    await expect(canvas.getByTestId('company-status')).toHaveTextContent('Cuenta activa');
    await expect(canvas.getByTestId('company-incorporated')).toHaveTextContent('14 de mayo de 2018');
    await expect(canvas.getByRole('heading', { name: 'Representante legal' })).toBeVisible();
    await expect(canvas.getByTestId('company-representative-rut')).toHaveTextContent('12.345.678-5');
    await expect(canvas.getByTestId('company-representative-phone')).toHaveTextContent('+56 9 8765 4321');
  },
};

/** A company whose account is still being reviewed says so. */
export const InReview: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/entity', () => HttpResponse.json(companyProfiles['co-3'])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('company-status', {}, { timeout: 8000 })).toHaveTextContent(
      'En revisión',
    );
    await expect(canvas.getByTestId('company-rut')).toHaveTextContent('76.987.654-5');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/entity', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando los datos de la empresa…');
  },
};

export const ErrorWithRetry: Story = {
  // Ends as ActiveCompany is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/api/entity', () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json(companyProfiles.company);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar los datos de la empresa.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByTestId('company-rut', {}, { timeout: 8000 })).toHaveTextContent(
      '76.543.210-3',
    );
  },
};

import { insuranceDetails } from '@portal/mocks';
import { answerNever } from '@portal/mocks/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { InsuranceDetail } from './InsuranceDetail.tsx';

const meta = {
  title: 'Features/Insurance/InsuranceDetail',
  component: InsuranceDetail,
  parameters: { layout: 'padded' },
  args: { insuranceId: 501 },
} satisfies Meta<typeof InsuranceDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Camila's life insurance with savings: state, policy, cover and premium in UF, savings, beneficiaries. */
export const LifeWithSavings: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('insurance-status', {}, { timeout: 8000 })).toHaveTextContent(
      'Vigente',
    );
    await expect(canvas.getByTestId('insurance-policy')).toHaveTextContent('VA-2023-004512');
    await expect(canvas.getByTestId('insurance-since')).toHaveTextContent('1 de abril de 2023');
    await expect(canvas.getByTestId('insurance-until')).toHaveTextContent('Se renueva cada año');
    await expect(canvas.getByTestId('insurance-coverage')).toHaveTextContent('UF 2.000,00');
    await expect(canvas.getByTestId('insurance-premium')).toHaveTextContent('UF 2,50 al mes');
    await expect(canvas.getByTestId('insurance-savings')).toHaveTextContent('$3.184.600');
    const table = canvas.getByRole('table', { name: 'Beneficiarios' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('rowheader', { name: 'Carmen Fuentes Díaz' })).toBeVisible();
  },
};

/** A contract that ended, with a yearly premium, no savings and no beneficiaries. */
export const Ended: Story = {
  beforeEach({ msw }) {
    const base = insuranceDetails['501'];
    msw.use(
      http.get('*/api/insurances/:id', () =>
        HttpResponse.json({
          ...base,
          title: 'Seguro de salud complementario',
          status: 'cancelled',
          endOn: '2026-03-31',
          premium: { amount: 180_000, currency: 'CLP', frequency: 'yearly' },
          savings: null,
          beneficiaries: [],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('insurance-status', {}, { timeout: 8000 })).toHaveTextContent(
      'Terminado',
    );
    await expect(canvas.getByTestId('insurance-until')).toHaveTextContent('31 de marzo de 2026');
    await expect(canvas.getByTestId('insurance-premium')).toHaveTextContent('$180.000 al año');
    await expect(canvas.queryByTestId('insurance-savings')).toBeNull();
    await expect(canvas.getByText('Este contrato no tiene beneficiarios designados.')).toBeVisible();
  },
};

/** Another client's or an unknown contract: the server says 404, the card says so, no retry offered in vain. */
export const NotFound: Story = {
  args: { insuranceId: 999 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No encontramos este contrato.', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/insurances/:id', answerNever));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tu seguro…');
  },
};

export const ErrorWithRetry: Story = {
  // Ends as LifeWithSavings is drawn: no picture of its own (it still plays and is checked by axe).
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/insurances/:id', () => new HttpResponse(null, { status: 502 }), { once: true }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'No pudimos cargar el detalle de tu seguro.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByTestId('insurance-savings', {}, { timeout: 8000 })).toHaveTextContent(
      '$3.184.600',
    );
  },
};
